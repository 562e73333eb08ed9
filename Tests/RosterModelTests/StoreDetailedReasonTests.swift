import Foundation
import RosterModel
import Testing

/// The store's reasons that name a path and the import errors' JSON types are typed
/// values whose English text the model's payloads carry; the view models read them back.
@Suite("Typed reasons: store paths, JSON types, document shapes")
struct StoreDetailedReasonTests {
    @Test("a path reason's English text reads back as the same reason, whatever the path holds")
    func pathReasonsRoundTrip() {
        for path in ["/tmp/a", "/home/x/with space/r.sqlite", "/odd/was deleted or replaced", "é/ü"] {
            for reason in [StoreError.DetailedReason.cannotCreateFolder(path), .fileReplaced(path)] {
                #expect(StoreError.DetailedReason(reason: reason.description) == reason, "\(reason)")
            }
        }
        #expect(StoreError.DetailedReason(reason: "a person with id 42 exists already") == .personExists(id: 42))
        #expect(StoreError.DetailedReason.personExists(id: 7).description == "a person with id 7 exists already")
        #expect(StoreError.DetailedReason.cannotCreateFolder("/x").description == "cannot create the folder /x")
        #expect(
            StoreError.DetailedReason.fileReplaced("/r.sqlite").description
                == "the database file /r.sqlite was deleted or replaced while Roster had it open")
    }

    @Test("TLS reasons (host name, authority, files) read back as the same reason, whatever the path or host holds")
    func tlsReasonsRoundTrip() {
        for path in ["/tmp/ca.crt", "/home/x/with space/team ca.crt", "/odd/does not exist", "é/ü.pem"] {
            var reasons: [StoreError.DetailedReason] = [
                .certificateNotTrusted(rootFile: path), .certificateHostMismatch(host: path), .tlsKeyExposed(path: path),
                .tlsKeyMismatch(path: path), .unknownParameter(path), .unknownSSLMode(path),
            ]
            for parameter in StoreError.DetailedReason.tlsFileParameters {
                reasons += [.tlsFileMissing(parameter: parameter, path: path), .tlsFileUnreadable(parameter: parameter, path: path)]
            }
            for reason in reasons {
                #expect(StoreError.DetailedReason(reason: reason.description) == reason, "\(reason)")
            }
        }
        #expect(
            StoreError.DetailedReason.tlsFileMissing(parameter: "sslrootcert", path: "/ca.crt").description
                == "the sslrootcert file /ca.crt does not exist")
        #expect(
            StoreError.DetailedReason.certificateHostMismatch(host: "db.example.org").description
                == "the server's certificate does not match the host name db.example.org")
        #expect(StoreError.DetailedReason(reason: "the sslpassword file /x does not exist") == nil)
    }

    @Test("a role reason reads back as the same reason, whatever the role's name holds")
    func roleReasonsRoundTrip() {
        for role in ["Bret", "roster_team_0123456789ab_admin", "with space", "the role x exists already"] {
            for reason in [StoreError.DetailedReason.noSuchRole(role), .roleNotRosters(role), .notALoginRole(role), .ownsDirectory(role)] {
                #expect(StoreError.DetailedReason(reason: reason.description) == reason, "\(reason)")
            }
        }
    }

    @Test("other reasons are not path reasons")
    func otherReasons() {
        for text in [
            "the disk is full", "cannot create the folder ", "the database file  was deleted", "", "SQLite error 5",
            "a person with id x exists already",
        ] {
            #expect(StoreError.DetailedReason(reason: text) == nil, "\(text)")
        }
        for reason in StoreError.Reason.allCases {
            #expect(StoreError.DetailedReason(reason: reason.rawValue) == nil, "\(reason)")
        }
    }

    @Test("JSON types and document shapes keep the English the logs showed")
    func englishDescriptions() {
        #expect(ImportError.JSONType.allCases.map(\.description) == ["null", "a boolean", "a number", "a string", "an array", "an object"])
        #expect(ImportError.DocumentShape.objectWithoutUsers.description == "an object without “users”")
        #expect(ImportError.DocumentShape.usersHolding(.number).description == "“users” holding a number")
        #expect(ImportError.notADirectory(found: .value(.string)).description == "not a directory document: a string")
    }

    @Test("a record problem with an avatar error encodes and decodes (ImportError.ProblemKind is Codable)")
    func avatarProblemCodable() throws {
        let problem = ImportError.RecordProblem(
            collection: .people, index: 2, id: 3, field: "avatar",
            kind: .avatar(.dimensionsTooLarge(name: "a.png", width: 9_000, height: 10)))
        let data = try JSONEncoder().encode(problem)
        #expect(try JSONDecoder().decode(ImportError.RecordProblem.self, from: data) == problem)
        let typed = ImportError.RecordProblem(
            collection: .people, index: 0, id: nil, field: "id",
            kind: .wrongType(expected: .number, found: .string))
        #expect(try JSONDecoder().decode(ImportError.RecordProblem.self, from: JSONEncoder().encode(typed)) == typed)
    }
}
