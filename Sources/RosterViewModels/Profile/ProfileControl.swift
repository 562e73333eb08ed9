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
    /// A button on a field's row (`FieldAction.actions(for:)`): send an email, call, copy…
    case fieldAction(ProfileField, FieldAction)
    /// Delete Person, apart from the fields at the form's end.
    case deletePerson
    /// The bar under the form: the person's History (at its start), Revert and Save.
    case history, revert, save

    /// The page's controls in screen order, top to bottom and then start to end: the one
    /// place that order is written. The GTK page lays its controls out in this order (a GTK
    /// test checks the widget tree against it) and the headless snapshot lists them in it.
    public static let screenOrder: [ProfileControl] =
        [.showTheirs, .keepMine, .merge, .discardRestoredDraft, .choosePhoto, .removePhoto]
        + ProfileField.allCases.flatMap { field in [.field(field)] + FieldAction.actions(for: field).map { .fieldAction(field, $0) } }
        + [.deletePerson, .history, .revert, .save]
}
