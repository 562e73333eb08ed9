import Foundation
import RosterGtk
import RosterViewModels
import XCTest

/// Every binding of the window has a name from `FrontBinding`, and each name belongs to one
/// `bind` call — so `make mutants`, which breaks each name in turn, breaks every binding.
final class BindingNameTests: XCTestCase {
    private static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/RosterGtk")

    func testEveryBindingIsNamedAndEachNameIsUsedOnce() throws {
        let files = try XCTUnwrap(FileManager.default.subpathsOfDirectory(atPath: Self.sources.path)).filter {
            $0.hasSuffix(".swift") && !$0.hasSuffix("BindingBag+FrontBinding.swift")
        }
        var uses: [String: Int] = [:]
        var calls = 0
        for file in files {
            let text = try String(contentsOf: Self.sources.appendingPathComponent(file), encoding: .utf8)
            for arguments in Self.bindCallArguments(in: text) {
                calls += 1
                guard let range = arguments.range(of: "name: .") else {
                    XCTFail("\(file): a binding without a FrontBinding name: \(arguments.prefix(120))")
                    continue
                }
                let name = arguments[range.upperBound...].prefix { $0.isLetter || $0.isNumber }
                uses[String(name), default: 0] += 1
            }
        }
        XCTAssertGreaterThan(calls, 30)
        // The profile's field rows are one call, named per field.
        XCTAssertEqual(uses.removeValue(forKey: "profileField"), 1)
        let named = Set(FrontBinding.allCases.map { "\($0)" }.filter { !$0.hasPrefix("profileField") })
        XCTAssertEqual(Set(uses.keys), named, "every FrontBinding is used, and only those")
        XCTAssertEqual(uses.filter { $0.value != 1 }, [:], "each name belongs to one bind call")
        XCTAssertEqual(Set(FrontBinding.allCases.map(\.rawValue)).count, FrontBinding.allCases.count)
    }

    /// The argument list of every `bindings.bind(` / `Binding.bind(` call in `text`, up to its
    /// matching parenthesis, however the call is wrapped over lines.
    private static func bindCallArguments(in text: String) -> [Substring] {
        var found: [Substring] = []
        var searchStart = text.startIndex
        while let call = ["bindings.bind(", "Bindings.bind(", "Binding.bind("].compactMap({
            text.range(of: $0, range: searchStart..<text.endIndex)
        })
        .min(by: { $0.lowerBound < $1.lowerBound }) {
            var depth = 1
            var end = call.upperBound
            while end < text.endIndex, depth > 0 {
                if text[end] == "(" { depth += 1 } else if text[end] == ")" { depth -= 1 }
                end = text.index(after: end)
            }
            found.append(text[call.upperBound..<end])
            searchStart = call.upperBound
        }
        return found
    }
}
