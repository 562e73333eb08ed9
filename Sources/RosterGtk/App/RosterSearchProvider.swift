import GtkKit
import RosterViewModels

/// Roster in GNOME Shell's overview search: `org.gnome.Shell.SearchProvider2` on the session
/// bus, at `objectPath` of the application's bus name (what the installed
/// `io.github.rosterteam.Roster.search-provider.ini` names). A translation only: the answers
/// are `SearchProviderViewModel`'s, the list's own search.
///
/// The application is held while a call waits for the people to load, so a Roster the
/// Shell started (`--gapplication-service`, no window) answers before it ends.
@MainActor
final class RosterSearchProvider {
    static let objectPath = "/io/github/rosterteam/Roster/SearchProvider"

    /// The interface as GNOME Shell's `org.gnome.ShellSearchProvider2.xml` declares it.
    static let introspectionXML = """
        <node>
          <interface name="org.gnome.Shell.SearchProvider2">
            <method name="GetInitialResultSet">
              <arg type="as" name="terms" direction="in"/>
              <arg type="as" name="results" direction="out"/>
            </method>
            <method name="GetSubsearchResultSet">
              <arg type="as" name="previous_results" direction="in"/>
              <arg type="as" name="terms" direction="in"/>
              <arg type="as" name="results" direction="out"/>
            </method>
            <method name="GetResultMetas">
              <arg type="as" name="identifiers" direction="in"/>
              <arg type="aa{sv}" name="metas" direction="out"/>
            </method>
            <method name="ActivateResult">
              <arg type="s" name="identifier" direction="in"/>
              <arg type="as" name="terms" direction="in"/>
              <arg type="u" name="timestamp" direction="in"/>
            </method>
            <method name="LaunchSearch">
              <arg type="as" name="terms" direction="in"/>
              <arg type="u" name="timestamp" direction="in"/>
            </method>
          </interface>
        </node>
        """

    /// The colours of the initials' circle, as `style.css` paints the avatars (`avatar-blue`…).
    static func rgb(_ color: AvatarColor) -> UInt32 {
        switch color {
        case .blue: 0x3584e4
        case .green: 0x26a269
        case .yellow: 0xc88800
        case .orange: 0xe66100
        case .red: 0xc01c28
        case .purple: 0x813d9c
        case .brown: 0x865e3c
        case .slate: 0x5e6f80
        }
    }

    private let search: SearchProviderViewModel
    private let application: Application
    private var export: DBusObjectExport?

    /// Exports the provider on the session bus; nil when there is none (the error is printed).
    init?(search: SearchProviderViewModel, application: Application) {
        self.search = search
        self.application = application
        do {
            export = try DBusObjectExport(path: Self.objectPath, introspectionXML: Self.introspectionXML) { [weak self] call in
                self?.answer(call)
            }
        } catch {
            return nil
        }
    }

    private func answer(_ call: DBusMethodCall) {
        let search = self.search
        switch call.method {
        case "GetInitialResultSet": answerResultSet(call, refining: false)
        case "GetSubsearchResultSet": answerResultSet(call, refining: true)
        case "GetResultMetas":
            let ids = call.strings(at: 0) ?? []
            whileHeld { call.reply([.array(elementType: "a{sv}", await search.results(identifiedBy: ids).map(Self.meta))]) }
        case "ActivateResult":
            let id = call.string(at: 0) ?? ""
            call.reply()
            // The window opens at once; the person is selected once the people are in.
            application.activate()
            whileHeld { await search.resultActivated(id: id) }
        case "LaunchSearch":
            search.searchLaunched(terms: call.strings(at: 0) ?? [])
            call.reply()
            application.activate()
        default:
            call.fail(name: "org.freedesktop.DBus.Error.UnknownMethod", message: "no method \(call.method)")
        }
    }

    /// GetInitialResultSet (`as terms`) and GetSubsearchResultSet (`as previous_results, as
    /// terms`): the ids of the people the list's search finds, once the people are in.
    private func answerResultSet(_ call: DBusMethodCall, refining: Bool) {
        let search = self.search
        let previous = refining ? call.strings(at: 0) ?? [] : nil
        let terms = call.strings(at: refining ? 1 : 0) ?? []
        whileHeld {
            let ids: [String]
            if let previous {
                ids = await search.results(refining: previous, with: terms)
            } else {
                ids = await search.results(for: terms)
            }
            call.reply([.strings(ids)])
        }
    }

    /// Runs `work` with the application held, so it does not end meanwhile.
    private func whileHeld(_ work: @escaping @MainActor () async -> Void) {
        let application = self.application
        application.hold()
        Task { @MainActor in
            await work()
            application.release()
        }
    }

    /// A result as the Shell reads it: id, name, description and a serialised icon (the photo's
    /// file, or the initials on their colour drawn as the list draws them).
    private static func meta(_ result: SearchProviderViewModel.Result) -> DBusValue {
        let icon: DBusValue =
            switch result.avatar {
            case .image(let path): .icon(file: path)
            case .initials(let initials, let color): .icon(png: InitialsImage.png(initials: initials, background: rgb(color)))
            }
        return .dictionary([
            "id": .string(result.id), "name": .string(result.name), "description": .string(result.description), "icon": icon,
        ])
    }
}
