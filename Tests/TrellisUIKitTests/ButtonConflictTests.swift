import Layout
import Testing
import TrellisUIKit

/// A button whose width constraint conflicts with its autoresizing mask
/// (issue 30: a button left 0 wide, its image drawn outside the cell).
/// UIKit's own report of this conflict (a button made in code, its
/// `translatesAutoresizingMaskIntoConstraints` left true, a zero frame, and
/// `width == 100` activated) lists
/// `<NSAutoresizingMaskLayoutConstraint … h=--& v=--& UIButton.width == 0>`
/// and `<NSLayoutConstraint … UIButton.width == 100>` and "Will attempt to
/// recover by breaking constraint <… UIButton.width == 100>": the app's
/// constraint is broken and the button keeps the 0 width of its frame
/// (docs/uikit.md, "Conflicts"). Trellis breaks the same one and gives the
/// same size; the fix for such a file is the missing
/// `translatesAutoresizingMaskIntoConstraints = false`, not the engine.
@MainActor @Suite struct ButtonConflictTests {
    @Test func theAppsWidthIsBrokenAndTheButtonKeepsItsFrame() throws {
        let cell = UIView()
        let button = UIButton(type: .system)
        button.setImage(UIImage(systemName: "star"), for: .normal)
        cell.addSubview(button)
        let width = button.widthAnchor.constraint(equalToConstant: 100)
        width.isActive = true
        let layout = try cell.trellis.solvedLayout(width: 320, height: 44)
        #expect(button.frame.width == 0)
        let conflict = try #require(layout.issues.compactMap { issue -> SolvedConflict? in
            if case let .unsatisfiable(conflict) = issue.kind { return conflict }
            return nil
        }.first)
        #expect(conflict.broken.contains("width == 100"))
        #expect(conflict.constraints.contains { $0.contains("AutoresizingMask") })
    }

    /// With the autoresizing mask off, nothing conflicts and the button is 100 wide.
    @Test func withoutTheMaskTheWidthHolds() throws {
        let cell = UIView()
        let button = UIButton(type: .system)
        button.translatesAutoresizingMaskIntoConstraints = false
        cell.addSubview(button)
        NSLayoutConstraint.activate([button.widthAnchor.constraint(equalToConstant: 100),
                                     button.leadingAnchor.constraint(equalTo: cell.leadingAnchor),
                                     button.topAnchor.constraint(equalTo: cell.topAnchor)])
        let layout = try cell.trellis.solvedLayout(width: 320, height: 44)
        #expect(button.frame.width == 100)
        #expect(layout.issues.isEmpty)
    }
}
