import Foundation
import RosterModel
import RosterViewModels
import Testing

/// The catalog's wording of the model's errors is the model's English, word for word.
@Suite("ErrorMessages: the model's errors through the catalog")
struct ErrorMessagesTests {
    @Test("with no catalog active, every store error reads exactly as the model words it")
    func englishIsTheModelsWording() {
        let person = Person(id: 3, name: "Ann", username: "ann", email: "ann@example.com")
        let errors: [StoreError] = [
            .cannotOpen(path: "/x.sqlite", reason: "the disk is full"), .readFailed("busy"), .writeFailed("busy"),
            .personNotFound(id: 7), .taskNotFound(id: 8), .conflict(current: person),
            .newerVersion(path: "/x.sqlite", migration: "v9"), .databaseMissing(path: "/x.sqlite", record: "/y"),
            .unreadableDueDate(taskID: 10, stored: "2026-02-30"),
        ]
        for error in errors {
            #expect(ErrorMessages.text(error) == error.description)
            #expect(ErrorMessages.text(error as any Error) == error.description)
        }
    }

    @Test("with no catalog active, every typed store reason reads as the model's English")
    func typedReasonsInEnglish() {
        for reason in StoreError.Reason.allCases {
            for error in [
                StoreError.cannotOpen(path: "/x.sqlite", reason: reason.rawValue), .readFailed(reason.rawValue),
                .writeFailed(reason.rawValue),
            ] {
                #expect(ErrorMessages.text(error) == error.description)
            }
        }
        for reason in [
            StoreError.DetailedReason.cannotCreateFolder("/a b"), .fileReplaced("/x.sqlite"), .personExists(id: 4),
            .certificateHostMismatch(host: "127.0.0.1"), .certificateNotTrusted(rootFile: "/ca.crt"),
            .tlsFileMissing(parameter: "sslcert", path: "/me.crt"), .tlsFileUnreadable(parameter: "sslkey", path: "/me.key"),
        ] {
            for error in [StoreError.cannotOpen(path: "/x.sqlite", reason: reason.description), .writeFailed(reason.description)] {
                #expect(ErrorMessages.text(error) == error.description)
            }
        }
    }

    @Test("with no catalog active, avatar and export errors read as the model's English")
    func avatarAndExportErrorsInEnglish() {
        let errors: [any Error & CustomStringConvertible] = [
            AvatarError.missing(name: "a.png"), AvatarError.unreadable(name: "a.png"), AvatarError.notAnImage(name: "a.txt"),
            AvatarError.notARegularFile(name: "dir"), AvatarError.tooLarge(name: "a.png", bytes: 12_345_678),
            AvatarError.dimensionsTooLarge(name: "a.png", width: 9_000, height: 20), AvatarError.cannotStore(reason: "disk full"),
            ExportError.cannotWrite(path: "/x.json", reason: "permission denied"),
        ]
        for error in errors {
            #expect(ErrorMessages.text(error) == error.description)
        }
    }

    @Test("rule violations the store refuses are worded as the forms word them, not as the model names them")
    func ruleViolationsAreWorded() {
        #expect(
            ErrorMessages.text(StoreError.invalidPerson(PersonRuleError(field: .email, violation: .invalidEmail)))
                == "The person is not valid: Email is not valid. Nothing was changed.")
        #expect(
            ErrorMessages.text(StoreError.invalidPerson(PersonRuleError(field: .name, violation: .tooLong(limit: 100))))
                == "The person is not valid: Name can be at most 100 characters. Nothing was changed.")
        #expect(
            ErrorMessages.text(StoreError.invalidPerson(PersonRuleError(field: nil, violation: .tooLong(limit: 50))))
                == "The person is not valid: the username can be at most 50 characters. Nothing was changed.")
        #expect(
            ErrorMessages.text(StoreError.invalidTask(TaskRuleError(field: .title, violation: .tooLong(limit: 200))))
                == "The task is not valid: A task title can be at most 200 characters. Nothing was changed.")
        #expect(
            ErrorMessages.text(StoreError.invalidTask(TaskRuleError(field: .dueDate, violation: .notACalendarDay)))
                == "The task is not valid: the due date must be a date like 2026-12-31. Nothing was changed.")
    }
}
