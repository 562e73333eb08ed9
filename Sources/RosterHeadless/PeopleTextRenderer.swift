import RosterViewModels

/// Renders the People screen as plain text: the list's rows — section headers,
/// people, placeholders — then the count line.
///
/// Reads only `PeopleViewModel` state and walks the same rows the GTK list
/// shows, so both fronts show the same thing.
public enum PeopleTextRenderer {
    /// The command that does what an empty state's button does in the window.
    static func commandHint(_ action: EmptyStateAction) -> String {
        switch action {
        case .newPerson: return "roster-cli add-person --name NAME --email EMAIL"
        case .importFile: return "roster-cli import FILE"
        }
    }

    @MainActor
    public static func render(_ viewModel: PeopleViewModel) -> String {
        if let message = viewModel.loadState.errorMessage { return message + "\n" }
        var lines: [String] = []
        if let empty = viewModel.emptyState {
            lines.append(empty.title)
            lines.append(empty.detail)
            lines += empty.actions.map { "  " + commandHint($0) }
        } else {
            let listing = viewModel.listing
            for index in 0..<listing.rowCount {
                switch listing.row(at: index) {
                case .header(let title, _):
                    lines.append(title)
                case .person(let person):
                    let marker = person.id == viewModel.selectedPersonID ? "> " : "  "
                    lines.append("\(marker)\(person.name) <\(person.email)>  #\(person.id)")
                case .placeholder(let text):
                    lines.append("  (\(text))")
                }
            }
        }
        lines.append("")
        lines.append(viewModel.countText)
        return lines.joined(separator: "\n") + "\n"
    }
}
