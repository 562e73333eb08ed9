import Foundation
import RosterModel
import RosterSampleData

extension InMemoryRosterStore {
    /// A store holding the sample team and their tasks (JSONPlaceholder's users and todos).
    public static func sampleData() throws -> InMemoryRosterStore {
        let people = try DirectoryJSON.parse(Data(contentsOf: SampleData.usersURL)).people
        let tasks = try SampleTasksParser.parse(Data(contentsOf: SampleData.todosURL))
        return InMemoryRosterStore(people: people, tasks: tasks)
    }
}
