import Foundation
import Testing

@testable import RosterModel

/// The parser's reasons are typed (`ImportError.SyntaxProblem`): every reason it
/// gives reads back as the problem it was built from, so the view models can word it.
@Suite("ImportError.SyntaxProblem")
struct SyntaxProblemTests {
    @Test(
        "every reason the parser gives reads back as a typed problem with the same English",
        arguments: [
            "", "tru", "[nul]", "True", "[1 2]", "{\"a\" 1}", "{1: 2}", "{\"a\": 1 \"b\"}", "[] x", "\"abc", "\"a\u{01}\"",
            "\"\\q\"", "\"\\u12\"", "\"\\uD800\"", "\"\\uD800\\u0041\"", "\"\\uDC00\"", "[01]", "[1.]", "[1e]", "[-]",
            String(repeating: "[", count: 600),
        ])
    func readsBack(text: String) throws {
        var caught: JSONParser.SyntaxError?
        do { _ = try JSONParser.parse(Array(text.utf8)) } catch { caught = error }
        let error = try #require(caught)
        let problem = try #require(ImportError.SyntaxProblem(reason: error.reason), "\(error.reason)")
        #expect(problem.description == error.reason)
    }

    @Test("bytes and the end of input as tokens; other text is no problem of the parser's")
    func tokens() throws {
        var caught: JSONParser.SyntaxError?
        do { _ = try JSONParser.parse([0xFF]) } catch { caught = error }
        let reason = try #require(caught).reason
        #expect(
            ImportError.SyntaxProblem(reason: reason) == .invalidUTF8
                || ImportError.SyntaxProblem(reason: reason) == .unexpected(.byte(0xFF), expected: .value), "\(reason)")
        #expect(ImportError.SyntaxProblem(reason: "unexpected byte 0xEF, expected a value") == .unexpected(.byte(0xEF), expected: .value))
        #expect(ImportError.SyntaxProblem(reason: "unexpected end of input, expected true") == .unexpected(.endOfInput, expected: .true))
        #expect(ImportError.SyntaxProblem(reason: "the disk is full") == nil)
    }
}
