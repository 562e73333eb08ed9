import Foundation

/// Import and export of a whole directory through a store: reading and
/// checking the file, the avatar images it names, the all-or-nothing write,
/// and writing a document with its images. Shared by the window and the CLI.
public struct DirectoryTransfer: Sendable {
    /// Where an import is, for a progress bar.
    public enum Progress: Sendable, Equatable {
        /// Reading and checking the file.
        case reading
        /// Downloading from a REST API: `requestsDone` of `requests` answers complete,
        /// `bytes` of the current one received (of `expectedBytes` when the server said).
        case downloading(requestsDone: Int, requests: Int, bytes: Int, expectedBytes: Int?)
        /// Copying the avatar images the file names.
        case copyingImages(done: Int, total: Int)
        /// Writing records into the directory.
        case writing(done: Int, total: Int)
    }

    /// What an export wrote.
    public struct ExportSummary: Sendable, Equatable {
        public var people: Int
        public var tasks: Int
        public var images: Int
    }

    public let store: any PeopleStore
    public let avatars: any AvatarImporting

    public init(store: any PeopleStore, avatars: any AvatarImporting) {
        self.store = store
        self.avatars = avatars
    }

    /// Imports the document at `path`: all or nothing. A cancelled import (the
    /// calling task) changes nothing. Reading and parsing run off the caller's actor.
    ///
    /// The file is JSON (`DirectoryJSON`) or, when it begins with `BEGIN:VCARD` whatever its
    /// name, vCard (`importVCard`).
    public func importFile(at path: String, progress: @escaping @Sendable (Progress) -> Void = { _ in }) async throws -> ImportSummary {
        progress(.reading)
        let data = try await Task.detached(priority: .userInitiated) { () throws(ImportError) -> Data in
            try DirectoryJSON.readBytes(path)
        }.value
        if VCardParser.isVCard(data) { return try await importVCard(data, progress: progress) }
        var document = try await Task.detached(priority: .userInitiated) { () throws(ImportError) -> DirectoryDocument in
            try DirectoryJSON.parse(data)
        }.value
        try Task.checkCancellation()
        let copies = try await copyImages(of: &document, relativeTo: (path as NSString).deletingLastPathComponent, progress: progress)
        do {
            return try await write(document, progress: progress)
        } catch {
            copies.forEach(avatars.discardAvatar(at:))
            throw error
        }
    }

    /// Imports the people of a vCard file's `data`, all or nothing: one person a card (the
    /// mapping: `VCardImport`), checked by the same rules as a JSON record, each photo
    /// decoded and checked like any photo. A card whose email is a stored person's replaces
    /// that person; the others are added under new ids. The summary lists every value Roster
    /// has no place for (`ImportSummary.notKept`).
    public func importVCard(_ data: Data, progress: @escaping @Sendable (Progress) -> Void = { _ in }) async throws -> ImportSummary {
        let read = try await Task.detached(priority: .userInitiated) { () throws(ImportError) -> VCardImport in
            try VCardImport(cards: VCardParser.parse(data))
        }.value
        defer { if let folder = read.photoFolder { try? FileManager.default.removeItem(at: folder) } }
        try Task.checkCancellation()
        var document = DirectoryDocument(people: read.assigningIDs(existing: try await store.fetchPeople()))
        var problems = read.problems
        do {
            try document.validate()
        } catch .invalidRecords(let found) {
            problems += found.map { problem in
                let field = ProfileField.allCases.first { $0.importKey == problem.field }.map(VCardImport.property(of:)) ?? "NICKNAME"
                return .init(
                    collection: .cards, index: problem.index, id: nil, field: field, kind: problem.kind, line: read.cardLines[problem.index]
                )
            }
        } catch {
            throw error
        }
        // The photos are checked only when every card is otherwise right: all problems at once, in card order.
        if problems.isEmpty {
            do {
                _ = try await copyImages(of: &document, relativeTo: "", progress: progress)
            } catch ImportError.invalidRecords(let found) {
                problems += found.map {
                    .init(collection: .cards, index: $0.index, id: nil, field: "PHOTO", kind: $0.kind, line: read.cardLines[$0.index])
                }
            }
        }
        guard problems.isEmpty else { throw ImportError.invalidRecords(problems.sorted { $0.index < $1.index }) }
        let copies = document.people.compactMap(\.avatarPath)
        do {
            var summary = try await write(document, progress: progress)
            summary.notKept = read.notKept
            return summary
        } catch {
            copies.forEach(avatars.discardAvatar(at:))
            throw error
        }
    }

    /// Imports the team a REST API serves at `address`, read by `reader`: all or
    /// nothing, like a file. A remote document names no local images, so any
    /// `avatar` it carries is ignored. A cancelled import changes nothing.
    public func importRemote(
        from address: RemoteDirectoryAddress, reader: any RemoteDirectoryReading,
        progress: @escaping @Sendable (Progress) -> Void = { _ in }
    ) async throws -> ImportSummary {
        var document = try await reader.readDirectory(at: address, progress: progress)
        try Task.checkCancellation()
        for index in document.people.indices { document.people[index].avatarPath = nil }
        return try await write(document, progress: progress)
    }

    /// The all-or-nothing write of a checked document.
    private func write(_ document: DirectoryDocument, progress: @escaping @Sendable (Progress) -> Void) async throws -> ImportSummary {
        let total = document.recordCount
        progress(.writing(done: 0, total: total))
        return try await store.importDirectory(document) { progress(.writing(done: $0, total: total)) }
    }

    /// Replaces each person's avatar file name (relative to the document) by a
    /// checked copy in the avatar library. Every unusable image is a record problem.
    private func copyImages(
        of document: inout DirectoryDocument, relativeTo folder: String,
        progress: @Sendable (Progress) -> Void
    ) async throws -> [String] {
        let named = document.people.indices.filter { document.people[$0].avatarPath != nil }
        var copies: [String] = []
        var problems: [ImportError.RecordProblem] = []
        for (done, index) in named.enumerated() {
            progress(.copyingImages(done: done, total: named.count))
            let person = document.people[index]
            let name = person.avatarPath!
            let source = name.hasPrefix("/") ? name : (folder as NSString).appendingPathComponent(name)
            do {
                try Task.checkCancellation()
                let copy = try await avatars.importAvatar(from: source, personID: person.id)
                copies.append(copy)
                document.people[index].avatarPath = copy
            } catch is CancellationError {
                copies.forEach(avatars.discardAvatar(at:))
                throw CancellationError()
            } catch let error as AvatarError {
                problems.append(.init(collection: .people, index: index, id: person.id.rawValue, field: "avatar", kind: .avatar(error)))
            } catch {
                problems.append(
                    .init(
                        collection: .people, index: index, id: person.id.rawValue, field: "avatar",
                        kind: .avatar(.cannotStore(reason: String(describing: error)))))
            }
        }
        if !problems.isEmpty {
            copies.forEach(avatars.discardAvatar(at:))
            throw ImportError.invalidRecords(problems)
        }
        return copies
    }

    /// The formats export writes.
    public enum ExportFormat: String, Sendable, Equatable, CaseIterable {
        /// Roster's JSON document, people and tasks (`DirectoryJSON`).
        case json
        /// vCard 3.0, people only, photos inline (`VCardWriter`).
        case vCard = "vcard"
    }

    /// The directory as a document; with `path`, written there atomically with
    /// the avatar images in an `avatars` folder beside it. Without a path,
    /// avatars are left out (there is nowhere to put the images).
    /// As `.vCard`, the people only, each photo inside its card, with or without a path.
    public func export(to path: String?, format: ExportFormat = .json) async throws -> (data: Data, summary: ExportSummary) {
        if format == .vCard { return try await exportVCard(to: path) }
        let document = try await store.exportDirectory()
        var images: [(source: String, name: String)] = []
        let data = DirectoryJSON.serialize(document) { person in
            guard path != nil, let avatar = person.avatarPath, FileManager.default.isReadableFile(atPath: avatar) else { return nil }
            let ext = (avatar as NSString).pathExtension
            let name = "avatars/\(person.id)" + (ext.isEmpty ? "" : ".\(ext)")
            images.append((avatar, name))
            return name
        }
        if let path {
            let folder = (path as NSString).deletingLastPathComponent
            do {
                if !images.isEmpty {
                    let imageFolder = ((folder.isEmpty ? "." : folder) as NSString).appendingPathComponent("avatars")
                    try FileManager.default.createDirectory(atPath: imageFolder, withIntermediateDirectories: true)
                    for image in images {
                        let target = URL(fileURLWithPath: (folder.isEmpty ? "." : folder) as String).appendingPathComponent(image.name)
                        try Data(contentsOf: URL(fileURLWithPath: image.source)).write(to: target, options: .atomic)
                    }
                }
                try data.write(to: URL(fileURLWithPath: path), options: .atomic)
            } catch {
                throw ExportError.cannotWrite(path: path, reason: (error as NSError).localizedFailureReason ?? error.localizedDescription)
            }
        }
        return (data, ExportSummary(people: document.people.count, tasks: document.tasks.count, images: images.count))
    }
}

extension DirectoryTransfer {
    /// The people as vCard 3.0; with `path`, written there atomically. The summary counts no tasks: a vCard holds none.
    fileprivate func exportVCard(to path: String?) async throws -> (data: Data, summary: ExportSummary) {
        let people = try await store.exportDirectory().people
        var photos = 0
        let data = VCardWriter.serialize(people) { person in
            guard let avatar = person.avatarPath, let image = try? Data(contentsOf: URL(fileURLWithPath: avatar)), !image.isEmpty else {
                return nil
            }
            photos += 1
            return (image, VCardWriter.imageType(of: image))
        }
        if let path {
            do {
                try data.write(to: URL(fileURLWithPath: path), options: .atomic)
            } catch {
                throw ExportError.cannotWrite(path: path, reason: (error as NSError).localizedFailureReason ?? error.localizedDescription)
            }
        }
        return (data, ExportSummary(people: people.count, tasks: 0, images: photos))
    }
}

/// Why an export could not be written. Nothing is half-written: the document is replaced atomically.
public enum ExportError: Error, Sendable, Equatable, CustomStringConvertible {
    case cannotWrite(path: String, reason: String)

    public var description: String {
        switch self {
        case .cannotWrite(let path, let reason): return "Cannot write \(path): \(reason)."
        }
    }
}
