import GtkKit
import RosterViewModels

/// Roster's About window: name, icon, version, developers, links and licence.
@MainActor
package enum RosterAbout {
    package static let details = AboutWindow.Details(
        applicationName: PeopleViewModel.appTitle, applicationIcon: RosterRelease.applicationID,
        version: RosterRelease.version, developerName: RosterRelease.developerName,
        website: RosterRelease.website, issueURL: RosterRelease.issueURL,
        copyright: RosterRelease.copyright, license: .mit)

    /// Opens the About window over `parent`.
    @discardableResult
    static func present(over parent: Window) -> AboutWindow {
        let about = AboutWindow(details: details, parent: parent)
        about.present()
        return about
    }
}
