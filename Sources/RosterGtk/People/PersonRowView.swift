import GtkKit
import RosterViewModels

/// One recycled row of the People list: a section header, a person (avatar, name and
/// email) or a placeholder.
@MainActor
package final class PersonRowView {
    package let root = Box(.horizontal, spacing: 12)
    package let avatar = AvatarView(size: 32, accessibleName: nil)
    package let header = Label()
    package let name = Label()
    package let email = Label()
    package let placeholder = Label()

    init() {
        root.append(avatar.root)
        let texts = Box(.vertical, spacing: 2)
        texts.expandsHorizontally = true
        texts.valign = .center
        for label in [header, name, email, placeholder] {
            label.xAlign = 0
            label.ellipsizes = true
            texts.append(label)
        }
        root.append(texts)
        header.addCSSClass("people-section-header")
        name.addCSSClass("person-name")
        email.addCSSClass("person-email")
        email.addCSSClass("dim-label")
        placeholder.addCSSClass("people-placeholder")
        placeholder.addCSSClass("dim-label")
    }

    /// Shows `row`; returns whether the row can be selected.
    func show(_ row: PeopleRow) -> Bool {
        let texts: (header: String?, name: String?, email: String?, placeholder: String?)
        switch row {
        case .header(let title, _): texts = (title, nil, nil, nil)
        case .person(let person):
            texts = (nil, person.name, person.email, nil)
            avatar.show(person.avatar, fallback: .placeholder(forName: person.name))
        case .placeholder(let text): texts = (nil, nil, nil, text)
        }
        avatar.root.isVisible = texts.name != nil
        set(header, texts.header)
        set(name, texts.name)
        set(email, texts.email)
        set(placeholder, texts.placeholder)
        root.setCSSClass("people-row", texts.name != nil)
        // The focusable list item (our row's parent) is what a screen reader announces.
        if let item = root.parentWidget { Widget.setAccessibleName(row.accessibleName, of: item) }
        return texts.name != nil
    }

    private func set(_ label: Label, _ text: String?) {
        label.isVisible = text != nil
        if let text { label.text = text }
    }
}
