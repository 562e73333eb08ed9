import Foundation

/// A failure of the store, worded for the person using Roster.
public enum StoreError: Error, Sendable, Equatable, LocalizedError, CustomStringConvertible {
    case cannotOpen(path: String, reason: String)
    case readFailed(String)
    case writeFailed(String)

    public var description: String {
        switch self {
        case .cannotOpen(let path, let reason): return "Cannot open the database at \(path): \(reason)."
        case .readFailed(let reason): return "Cannot read the database: \(reason)."
        case .writeFailed(let reason): return "Cannot write to the database: \(reason). Nothing was changed."
        }
    }

    public var errorDescription: String? { description }
}
