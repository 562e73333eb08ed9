import RosterViewModels

/// Renders the People screen as plain text: each section title with its rows, then the count line.
///
/// Reads only `PeopleViewModel` state, exactly what the GTK window shows.
public enum PeopleTextRenderer {
    @MainActor
    public static func render(_ viewModel: PeopleViewModel) -> String {
        if let message = viewModel.loadState.errorMessage { return message + "\n" }
        var lines: [String] = []
        if let empty = viewModel.emptyState {
            lines.append(empty.title)
            lines.append(empty.detail)
        } else {
            let listing = viewModel.listing
            for section in listing.sections {
                lines.append(section.title)
                let people = listing.people(in: section)
                if people.isEmpty {
                    lines.append("  (\(viewModel.isSearching ? "no matches" : "nobody"))")
                }
                for person in people {
                    let marker = person.id == viewModel.selectedPersonID ? "> " : "  "
                    lines.append("\(marker)\(person.name) <\(person.email)>  #\(person.id)")
                }
            }
        }
        lines.append("")
        lines.append(viewModel.countText)
        return lines.joined(separator: "\n") + "\n"
    }
}
