import RosterModel

/// A control of the Profile page.
public enum ProfileControl: Hashable, Sendable {
    /// The restored draft's Discard (while the notice shows).
    case discardRestoredDraft
    /// The conflict banner's buttons (while it shows).
    case showTheirs, keepMine, merge
    case choosePhoto, removePhoto
    /// A field's editor.
    case field(ProfileField)
    case deletePerson, revert, save

    /// The page's controls in screen order, top to bottom and then start to end: the one
    /// place that order is written. The GTK page lays its controls out in this order (a GTK
    /// test checks the widget tree against it) and the headless snapshot lists them in it.
    public static let screenOrder: [ProfileControl] =
        [.showTheirs, .keepMine, .merge, .discardRestoredDraft, .choosePhoto, .removePhoto]
        + ProfileField.allCases.map(field)
        + [.deletePerson, .revert, .save]
}
