import Foundation
import RosterGtk
import XCTest

/// Every binding of the window has a name from `BindingName`, and each name belongs to one
/// `bind` call — so `make mutants`, which breaks each name in turn, breaks every binding.
final class BindingNameTests: XCTestCase {
    private static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/RosterGtk")

    func testEveryBindingIsNamedAndEachNameIsUsedOnce() throws {
        let files = try XCTUnwrap(FileManager.default.subpathsOfDirectory(atPath: Self.sources.path)).filter {
            $0.hasSuffix(".swift") && !$0.hasSuffix("BindingName.swift")
        }
        var uses: [String: Int] = [:]
        var calls = 0
        for file in files {
            let text = try String(contentsOf: Self.sources.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") where line.contains("bindings.bind(") || line.contains("Binding.bind(") {
                calls += 1
                guard let range = line.range(of: "name: .") else {
                    XCTFail("\(file): a binding without a BindingName: \(line.trimmingCharacters(in: .whitespaces))")
                    continue
                }
                let name = line[range.upperBound...].prefix { $0.isLetter || $0.isNumber }
                uses[String(name), default: 0] += 1
            }
        }
        XCTAssertGreaterThan(calls, 30)
        // The profile's field rows are one call, named per field.
        XCTAssertEqual(uses.removeValue(forKey: "profileField"), 1)
        let named = Set(BindingName.allCases.map { "\($0)" }.filter { !$0.hasPrefix("profileField") })
        XCTAssertEqual(Set(uses.keys), named, "every BindingName is used, and only those")
        XCTAssertEqual(uses.filter { $0.value != 1 }, [:], "each name belongs to one bind call")
        XCTAssertEqual(Set(BindingName.allCases.map(\.rawValue)).count, BindingName.allCases.count)
    }
}
