import Layout
import Testing

/// Issue 33: adding a view to itself or to one of its descendants is a
/// programming error that stops the process, as UIKit raises; the reason
/// is printed, in an optimised build too (a `precondition`'s message is
/// dropped there, so the process stopped without one).
@Suite struct HierarchyMisuseTests {
    @Test func addingAViewToItselfSaysWhy() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let view = View(name: "card")
            view.addSubview(view)
        }
        let message = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(message.contains("Can't add self as subview"), "\(message)")
    }

    @Test func addingAnAncestorToItsDescendantSaysWhy() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let outer = View(name: "outer"), inner = View(name: "inner")
            outer.addSubview(inner)
            inner.addSubview(outer)
        }
        let message = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(message.contains("Can't add a view to one of its own descendants"), "\(message)")
        #expect(message.contains("outer") && message.contains("inner"), "\(message)")
    }
}
