/// Where the app puts keyboard focus.
public enum FocusTarget: Equatable, Sendable {
    /// The People list.
    case list
    /// A field of the profile form.
    case profileField(ProfileField)
}
