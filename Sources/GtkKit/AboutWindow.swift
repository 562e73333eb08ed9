import CAdw
import CGtk
import CGtkShims

/// `AdwAboutWindow`: the app's name, icon, version, developers, links and licence.
@MainActor
public final class AboutWindow: Widget {
    /// What the About window says of the application.
    public struct Details: Sendable {
        /// The name shown large under the icon.
        public var applicationName: String
        /// The themed icon name of the application (its application id, usually).
        public var applicationIcon: String
        /// The version shown under the name.
        public var version: String
        /// Who makes the application.
        public var developerName: String
        /// The project's home page.
        public var website: String
        /// Where users report problems.
        public var issueURL: String
        /// The copyright line.
        public var copyright: String
        /// An SPDX-like name GTK knows (e.g. "MIT" → `GTK_LICENSE_MIT_X11`).
        public var license: License

        /// Details for the About window.
        public init(
            applicationName: String, applicationIcon: String, version: String, developerName: String,
            website: String, issueURL: String, copyright: String, license: License
        ) {
            self.applicationName = applicationName
            self.applicationIcon = applicationIcon
            self.version = version
            self.developerName = developerName
            self.website = website
            self.issueURL = issueURL
            self.copyright = copyright
            self.license = license
        }
    }

    /// Licences the window can name and link.
    public enum License: Sendable {
        case mit, gpl3OrLater, apache2, lgpl21OrLater

        var gtkLicense: GtkLicense {
            switch self {
            case .mit: return GTK_LICENSE_MIT_X11
            case .gpl3OrLater: return GTK_LICENSE_GPL_3_0
            case .apache2: return GTK_LICENSE_APACHE_2_0
            case .lgpl21OrLater: return GTK_LICENSE_LGPL_2_1
            }
        }
    }

    /// An About window saying `details`, over `parent` if given.
    public init(details: Details, parent: Window?) {
        super.init(sinking: adw_about_window_new())
        let about = gk_adw_about_window(pointer)
        adw_about_window_set_application_name(about, details.applicationName)
        adw_about_window_set_application_icon(about, details.applicationIcon)
        adw_about_window_set_version(about, details.version)
        adw_about_window_set_developer_name(about, details.developerName)
        adw_about_window_set_website(about, details.website)
        adw_about_window_set_issue_url(about, details.issueURL)
        adw_about_window_set_copyright(about, details.copyright)
        adw_about_window_set_license_type(about, details.license.gtkLicense)
        if let parent {
            gtk_window_set_transient_for(gk_window(pointer), gk_window(parent.pointer))
            gtk_window_set_modal(gk_window(pointer), 1)
        }
    }

    /// Shows the window.
    public func present() { gtk_window_present(gk_window(pointer)) }
    /// Closes the window.
    public func close() { gtk_window_close(gk_window(pointer)) }
    /// Whether the window is showing.
    public var isShown: Bool { gtk_widget_get_visible(widget) != 0 }
}
