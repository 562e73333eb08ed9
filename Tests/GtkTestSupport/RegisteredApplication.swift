import CGtk
import GtkKit

extension GtkTestSupport {
    /// One registered, non-unique application for the test process: GTK refuses
    /// application windows (`Window(application:)`) before the application's
    /// `startup`, which registering runs. Non-unique, it needs no session bus.
    @MainActor
    public static func registeredApplication() throws -> Application {
        if let application { return application }
        let created = Application(id: "io.github.rosterteam.Tests", isUnique: false)
        var error: UnsafeMutablePointer<GError>?
        guard g_application_register(created.pointer.assumingMemoryBound(to: GApplication.self), nil, &error) != 0 else {
            defer { g_clear_error(&error) }
            throw RegistrationFailed(message: error.flatMap { $0.pointee.message.map { String(cString: $0) } } ?? "unknown error")
        }
        application = created
        return created
    }

    @MainActor private static var application: Application?

    /// The test application could not register.
    public struct RegistrationFailed: Error, CustomStringConvertible {
        /// GLib's message.
        public var message: String
        /// The failure in a sentence.
        public var description: String { "the test application could not register: \(message)" }
    }
}
