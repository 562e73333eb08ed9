import Foundation
import RosterViewModels

/// Renders the People screen as JSON:
/// `{"count": "10 people", "sections": [{"title": "A to I", "people": [{"id": 1, "name": "…", "email": "…"}]}]}`.
public enum PeopleJSONRenderer {
    /// The JSON document's shape.
    public struct Document: Codable, Equatable, Sendable {
        public struct Section: Codable, Equatable, Sendable {
            public var title: String
            public var people: [PersonRow]
        }
        public var count: String
        public var search: String?
        public var empty: String?
        public var sections: [Section]
    }

    @MainActor
    public static func document(_ viewModel: PeopleViewModel) -> Document {
        let listing = viewModel.listing
        return Document(
            count: viewModel.countText,
            search: viewModel.isSearching ? viewModel.listing.query : nil,
            empty: viewModel.emptyState?.title,
            sections: listing.sections.map { section in
                Document.Section(
                    title: section.title,
                    people: Array(listing.people(in: section))
                )
            }
        )
    }

    @MainActor
    public static func render(_ viewModel: PeopleViewModel) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(document(viewModel)), as: UTF8.self) + "\n"
    }
}
