import Foundation
import RosterViewModels
import TerminalKit

/// The Profile page's avatar: the initials and their colour, or the photo's name, with Choose
/// Photo… and Remove Photo as the view model enables them.
extension TerminalFront {
    /// The avatar as words ("LG on yellow", or the photo's file name), Choose Photo… and Remove
    /// Photo, and why a photo was refused; returns the row after them.
    func drawAvatar(
        _ canvas: inout Canvas<TerminalFocus>, _ profile: ProfileViewModel, row: Int, isChoosePhotoEnabled: Bool, in area: TerminalRect
    ) -> Int {
        var row = row
        var column = area.column
        let avatar = bound(.avatar, profile.avatar)
        let canRemoveAvatar = bound(.removePhoto, profile.canRemoveAvatar)
        switch avatar {
        case .initials(let initials, let color):
            let text = AvatarDisplay.text(initials: initials, color: color)
            canvas.label(text, id: "profile.avatar.initials", row: row, column: column, width: area.width / 2, style: .bold)
            column += min(DisplayWidth.of(text), area.width / 2) + 2
        case .image(let path):
            let name = (path as NSString).lastPathComponent
            canvas.label(name, id: "profile.avatar.photo", row: row, column: column, width: area.width / 2, style: .bold)
            column += min(DisplayWidth.of(name), area.width / 2) + 2
        }
        column =
            canvas.button(
                ControlNames.choosePhoto, row: row, column: column, isEnabled: isChoosePhotoEnabled,
                focusKey: .profile(.choosePhoto),
                id: "profile.choosePhoto") + 1
        canvas.button(
            ControlNames.removePhoto, row: row, column: column, isEnabled: canRemoveAvatar, focusKey: .profile(.removePhoto),
            id: "profile.removePhoto")
        row += 1
        if let error = bound(.avatarError, profile.avatarError) {
            row += canvas.wrappedLabel(
                error, id: "profile.avatar.error", row: row, column: area.column, width: area.width, style: TextStyle(color: .error),
                maxRows: 2)
        }
        return row + 1
    }
}
