import Glibc
import RosterModel

/// A file's device and inode: equal for the same file, different once it was
/// deleted (and perhaps re-created) or replaced by another file.
struct FileIdentity: Equatable, Sendable {
    let device: UInt64
    let inode: UInt64

    /// The identity of the file at `path`, or nil when there is none.
    init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
    }
}
