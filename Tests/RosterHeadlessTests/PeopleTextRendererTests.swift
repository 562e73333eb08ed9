import Foundation
import RosterHeadless
import RosterModel
import RosterViewModels
import Testing

@Suite("PeopleTextRenderer")
@MainActor
struct PeopleTextRendererTests {
    @Test("Sections in order with their people, an empty section as “(No people)”, then the count")
    func listing() async {
        let viewModel = await loadedViewModel(TestTeam.people)

        #expect(
            PeopleTextRenderer.render(viewModel) == """
                A to I
                  Ada Lovelace <ada@engine.org>  #2
                  Grace Hopper <grace@navy.mil>  #1
                J to Q
                  Katherine Johnson <kj@nasa.gov>  #3
                R to Z
                  (No people)
                #
                  42 Club <hello@42.club>  #40

                4 people

                """)
    }

    @Test("The “#” section is left out when nobody is in it; one person is “1 person”")
    func singlePerson() async {
        let viewModel = await loadedViewModel([TestTeam.katherine])

        #expect(
            PeopleTextRenderer.render(viewModel) == """
                A to I
                  (No people)
                J to Q
                  Katherine Johnson <kj@nasa.gov>  #3
                R to Z
                  (No people)

                1 person

                """)
    }

    @Test("The selected person's row is marked with “> ”")
    func selectionMarker() async {
        let viewModel = await loadedViewModel(TestTeam.people)

        viewModel.personSelected(id: 1)

        let lines = PeopleTextRenderer.render(viewModel).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.filter { $0.hasPrefix("> ") } == ["> Grace Hopper <grace@navy.mil>  #1"])
        #expect(lines.contains("  Ada Lovelace <ada@engine.org>  #2"))

        viewModel.personSelected(id: 40)
        let moved = PeopleTextRenderer.render(viewModel).split(separator: "\n")
        #expect(moved.filter { $0.hasPrefix("> ") } == ["> 42 Club <hello@42.club>  #40"])
        #expect(moved.contains("  Grace Hopper <grace@navy.mil>  #1"))
    }

    @Test("No marker when nobody is selected or the selected id is unknown")
    func noSelectionMarker() async {
        let viewModel = await loadedViewModel(TestTeam.people)
        let unselected = PeopleTextRenderer.render(viewModel)

        viewModel.personSelected(id: 999)

        #expect(PeopleTextRenderer.render(viewModel) == unselected)
        #expect(!unselected.split(separator: "\n").contains { $0.hasPrefix(">") })
    }

    @Test("While searching: only sections with matches, as the window lists them, and an “n of m” count")
    func searching() async {
        let viewModel = await loadedViewModel(TestTeam.people)

        viewModel.searchTextChanged("NASA")

        #expect(
            PeopleTextRenderer.render(viewModel) == """
                J to Q
                  Katherine Johnson <kj@nasa.gov>  #3

                1 of 4 people

                """)
    }

    @Test("The selection marker survives a search that still lists the person")
    func selectionWhileSearching() async {
        let viewModel = await loadedViewModel(TestTeam.people)
        viewModel.personSelected(id: 2)

        viewModel.searchTextChanged("a")

        let lines = PeopleTextRenderer.render(viewModel).split(separator: "\n")
        #expect(lines.filter { $0.hasPrefix("> ") } == ["> Ada Lovelace <ada@engine.org>  #2"])
    }

    @Test("A search without matches prints the empty state and the count")
    func searchWithoutMatches() async {
        let viewModel = await loadedViewModel(TestTeam.people)

        viewModel.searchTextChanged("zzz")

        #expect(
            PeopleTextRenderer.render(viewModel) == """
                No people match “zzz”
                Try a different name, username, email, phone or company.

                0 of 4 people

                """)
    }

    @Test("An empty directory prints the “No people yet” empty state")
    func emptyDirectory() async {
        let viewModel = await loadedViewModel([])

        #expect(
            PeopleTextRenderer.render(viewModel) == """
                No people yet
                Add someone, or import a team from a file.
                  roster-cli add-person --name NAME --email EMAIL
                  roster-cli import FILE

                0 people

                """)
    }

    @Test("A failed load prints only the error message")
    func failedLoad() async {
        let viewModel = await loadedViewModel(store: FailingPeopleStore(error: StoreError.readFailed("the disk is unplugged")))

        #expect(PeopleTextRenderer.render(viewModel) == "Could not load people. Cannot read the database: the disk is unplugged.\n")
    }

    @Test("A failed load with a plain error still names it")
    func failedLoadPlainError() async {
        let viewModel = await loadedViewModel(store: FailingPeopleStore(error: PlainStoreError(code: 7)))

        let text = PeopleTextRenderer.render(viewModel)

        #expect(text.hasPrefix("Could not load people. "))
        #expect(text.contains("PlainStoreError(code: 7)"))
        #expect(text.hasSuffix("\n") && text.split(separator: "\n").count == 1)
    }
}
