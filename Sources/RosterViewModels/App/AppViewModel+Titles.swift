extension AppViewModel {
    /// The content header's title, as GNOME Contacts names the open contact: the person's
    /// saved name ("New Person" for one not saved yet); empty while nobody is open.
    public var detailTitle: String { profile?.title ?? "" }

    /// The content header's subtitle: the person's saved email on the Profile page, the page's
    /// name on the Tasks page; empty while nobody is open or a new person has no email yet.
    public var detailSubtitle: String {
        guard let profile else { return "" }
        switch detailPage {
        case .profile: return profile.isNew ? "" : profile.savedEmail
        case .tasks: return DetailPage.tasks.title
        }
    }
}
