import CGtk
import GtkKit
import RosterViewModels

/// The right pane: the selected person's summary, or a hint when nobody is selected.
@MainActor
final class PersonDetailPane {
    let root = Stack()
    let placeholder = StatusPage(iconName: "avatar-default-symbolic")
    let initials = Label()
    let name = Label()
    let email = Label()
    let company = Label()
    private let bindings = BindingBag()

    init(viewModel: PeopleViewModel) {
        let person = Box(GTK_ORIENTATION_VERTICAL, spacing: 8)
        person.addCSSClass("detail-pane")
        person.verticalAlignment = GTK_ALIGN_START
        person.horizontalAlignment = GTK_ALIGN_CENTER
        initials.addCSSClass("avatar-initials")
        initials.horizontalAlignment = GTK_ALIGN_CENTER
        name.addCSSClass("detail-name")
        email.isSelectable = true
        company.addCSSClass("dim-label")
        for label in [initials, name, email, company] {
            label.wraps = true
            label.justifiesCenter = true
            person.append(label)
        }
        initials.setAccessibleLabel("Avatar")
        root.addPage(placeholder.root, name: "none")
        root.addPage(person, name: "person")
        root.expandsHorizontally = true

        placeholder.title.text = viewModel.noSelectionText
        bindings.bind({ viewModel.selection }) { [root, initials, name, email, company] summary in
            root.visiblePage = summary == nil ? "none" : "person"
            guard let summary else { return }
            initials.text = summary.initials
            for color in AvatarColor.allCases {
                initials.setCSSClass(RosterStyle.cssClass(color), color == summary.avatarColor)
            }
            name.text = summary.name
            email.text = summary.email
            company.text = summary.company
        }
    }
}
