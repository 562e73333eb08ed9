import RosterViewModels

/// Renders the Profile page as text: each field with its value and visible error,
/// the avatar, and the Save button's state.
public enum ProfileTextRenderer {
    @MainActor
    public static func render(_ profile: ProfileViewModel) -> String {
        if let message = profile.loadState.errorMessage { return message + "\n" }
        var lines: [String] = []
        let width = ProfileField.allCases.map(\.label.count).max() ?? 0
        for field in ProfileField.allCases {
            let form = profile.field(field)
            let label = form.label.padding(toLength: width, withPad: " ", startingAt: 0)
            let value =
                form.value.isEmpty ? "—" : form.value.replacingOccurrences(of: "\n", with: "\n" + String(repeating: " ", count: width + 2))
            lines.append("\(label)  \(value)")
            if let error = form.error { lines.append(String(repeating: " ", count: width + 2) + "! \(error)") }
        }
        switch profile.avatar {
        case .initials(let initials, let color):
            lines.append(
                L10n.tr("Avatar").padding(toLength: width, withPad: " ", startingAt: 0) + "  "
                    + AvatarDisplay.text(initials: initials, color: color))
        case .image(let path): lines.append(L10n.tr("Avatar").padding(toLength: width, withPad: " ", startingAt: 0) + "  \(path)")
        }
        if let error = profile.avatarError { lines.append(String(repeating: " ", count: width + 2) + "! \(error)") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Every visible problem of the form, one per line (for the CLI's error exit).
    @MainActor
    public static func problems(_ profile: ProfileViewModel) -> [String] {
        ProfileField.allCases.compactMap { profile.field($0).error } + [profile.avatarError].compactMap { $0 }
    }
}
