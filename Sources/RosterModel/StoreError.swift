import Foundation

/// A failure of the store, worded for the person using Roster.
public enum StoreError: Error, Sendable, Equatable, LocalizedError, CustomStringConvertible {
    case cannotOpen(path: String, reason: String)
    case readFailed(String)
    case writeFailed(String)
    /// The person is gone (deleted, perhaps by another program).
    case personNotFound(id: Int64)
    /// The task is gone.
    case taskNotFound(id: Int64)

    public var description: String {
        switch self {
        case .cannotOpen(let path, let reason): return "Cannot open the database at \(path): \(reason)."
        case .readFailed(let reason): return "Cannot read the database: \(reason)."
        case .writeFailed(let reason): return "Cannot write to the database: \(reason). Nothing was changed."
        case .personNotFound(let id): return "There is no person with id \(id) (it may have been deleted by another program)."
        case .taskNotFound(let id): return "There is no task with id \(id) (it may have been deleted by another program)."
        }
    }

    public var errorDescription: String? { description }
}
