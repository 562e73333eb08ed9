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
            .invalidPerson(PersonRuleError(field: .email, violation: .invalidEmail)), .invalidPerson(PersonRuleError(field: nil, violation: .required)),
            .invalidTask(TaskRuleError(field: .title, violation: .tooLong(limit: 200))),
        ]
        for error in errors {
            #expect(ErrorMessages.text(error) == error.description)
            #expect(ErrorMessages.text(error as any Error) == error.description)
        }
    }

    @Test("with no catalog active, every typed store reason reads as the model's English")
    func typedReasonsInEnglish() {
        for reason in StoreError.Reason.allCases {
            for error in [StoreError.cannotOpen(path: "/x.sqlite", reason: reason.rawValue), .readFailed(reason.rawValue), .writeFailed(reason.rawValue)] {
                #expect(ErrorMessages.text(error) == error.description)
            }
        }
    }
}
