import ArgumentParser
import RosterModel
import RosterViewModels

/// A person's id on the command line: a whole number from 1, as `people` lists it,
/// parsed into the model's `PersonID`.
///
/// Parsing accepts any whole number so that `validate()` can say why 0 or a
/// negative number is not an id; each command taking one calls it.
struct PersonIDArgument: ExpressibleByArgument, Sendable {
    let value: PersonID

    init?(argument: String) {
        guard let value = PersonID(NegativeNumberArgument.decoded(argument) ?? argument) else { return nil }
        self.value = value
    }

    /// Refuses 0 and negative numbers: usage errors, before any database is opened.
    func validate() throws {
        guard value > 0 else {
            throw ValidationError(
                L10n.tr("{0} is not a person's id: ids are whole numbers from 1, as `roster-cli people` lists them.", value.description))
        }
    }
}

/// ArgumentParser reads an argument such as `-1` as a (short) option, never as a
/// value: `show -1` failed with "Missing expected argument '<id>'". No option of
/// this CLI is a digit, so such an argument is always a mistake. When parsing
/// fails and one is present, the arguments are parsed once more with each of
/// them disguised as a value (`encoded`) that `PersonIDArgument` and the task arguments
/// understand, so that their `validate()` can name the real problem.
/// That second parse only ever explains an error: its command never runs.
enum NegativeNumberArgument {
    /// Marks a disguised argument: a private-use character nobody types.
    static let marker = "\u{F8FF}\u{E000}"

    /// Whether `argument` is a negative whole number (`-1`, `-20`).
    static func isNegativeNumber(_ argument: String) -> Bool {
        argument.count > 1 && argument.hasPrefix("-") && argument.dropFirst().allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// `argument` disguised as a value when it is a negative number; otherwise unchanged.
    static func encoded(_ argument: String) -> String {
        isNegativeNumber(argument) ? marker + argument : argument
    }

    /// The negative number a disguised argument stands for; nil for any other argument.
    static func decoded(_ argument: String) -> String? {
        argument.hasPrefix(marker) ? String(argument.dropFirst(marker.count)) : nil
    }

    /// The text a command expected where a disguised argument was given.
    enum Expected {
        /// A new task's title (`add-task`).
        case title
        /// A task's id or title (`done`, `delete-task`).
        case taskTitle
    }

    /// Refuses a disguised argument given where text was expected (a task, a title),
    /// explaining how to pass text that starts with "-".
    static func validate(_ argument: String, as what: Expected) throws {
        guard let given = decoded(argument) else { return }
        switch what {
        case .title:
            throw ValidationError(L10n.tr("{0} was read as an option. To give a title that starts with “-”, put “--” before it.", given))
        case .taskTitle:
            throw ValidationError(
                L10n.tr("{0} was read as an option. To give a task title that starts with “-”, put “--” before it.", given))
        }
    }
}
