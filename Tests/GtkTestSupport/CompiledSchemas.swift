import CGtk
import Foundation

/// GSettings schemas compiled for a test into a directory of their own, with
/// `glib-compile-schemas --strict` (Debian's `libglib2.0-bin`, which `make test-deps` installs).
public enum CompiledSchemas {
    /// Why schemas could not be compiled: the tool is missing, or it refused a schema.
    public struct Failure: Error, CustomStringConvertible {
        /// What went wrong, and how to fix it when it is a missing tool.
        public var description: String
    }

    /// Writes `schemas` (file name → XML) into `directory` and compiles them there;
    /// returns `directory`, ready for `Settings(schemaID:schemaDirectory:)`.
    @discardableResult
    public static func compile(_ schemas: [String: String], in directory: URL) throws -> URL {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for (name, xml) in schemas {
            try Data(xml.utf8).write(to: directory.appendingPathComponent(name))
        }
        try runCompiler(directory)
        return directory
    }

    /// Copies the schema files `files` into `directory` and compiles them there, as
    /// `make run` does with `data/*.gschema.xml`; returns `directory`.
    @discardableResult
    public static func compile(files: [URL], in directory: URL) throws -> URL {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for file in files {
            let copy = directory.appendingPathComponent(file.lastPathComponent)
            try? FileManager.default.removeItem(at: copy)
            try FileManager.default.copyItem(at: file, to: copy)
        }
        try runCompiler(directory)
        return directory
    }

    /// `glib-compile-schemas --strict --targetdir=DIR DIR`, found on PATH (GLib's spawn: no Foundation `Process`).
    private static func runCompiler(_ directory: URL) throws {
        let arguments = ["glib-compile-schemas", "--strict", "--targetdir=\(directory.path)", directory.path]
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var output: UnsafeMutablePointer<CChar>?
        var errors: UnsafeMutablePointer<CChar>?
        var status: Int32 = 0
        var error: UnsafeMutablePointer<GError>?
        let started = g_spawn_sync(nil, &argv, nil, G_SPAWN_SEARCH_PATH, nil, nil, &output, &errors, &status, &error)
        defer {
            g_free(output)
            g_free(errors)
        }
        guard started != 0 else {
            let message = error.flatMap { $0.pointee.message.map { String(cString: $0) } } ?? "unknown error"
            g_clear_error(&error)
            throw Failure(description: "glib-compile-schemas could not run (\(message)): install libglib2.0-bin (make test-deps does)")
        }
        guard g_spawn_check_wait_status(status, nil) != 0 else {
            throw Failure(
                description: "glib-compile-schemas refused the schemas in \(directory.path): "
                    + (errors.map { String(cString: $0) } ?? "status \(status)"))
        }
    }
}
