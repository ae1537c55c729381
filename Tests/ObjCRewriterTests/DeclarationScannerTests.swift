import ObjCRewriter
import Testing

struct DeclarationScannerTests {
    @Test func typesMembersAndLabels() {
        let file = SourceFile(path: "Cell.swift", text: """
        final class Cell: UITableViewCell, Configurable {
            @IBOutlet weak var titleLabel: UILabel!
            let fixed = 1
            var computed: Int { 2 }
            var observed = 0 { didSet { } }
            private(set) var count: Int { get { 1 } set { } }
            @objc private func didTap(_ sender: UIButton, forEvent event: UIEvent) {
                let local = { @objc in }
            }
            lazy var button: UIButton = {
                let b = UIButton()
                return b
            }()
            static func make() -> Cell { Cell() }
            struct Footer { @objc func no() {} }
        }
        extension Cell.Footer { func more<T>(_ t: T) {} }
        """)
        #expect(file.types.map(\.name) == ["Cell", "Cell.Footer", "Cell.Footer"])
        let cell = file.types[0]
        #expect(cell.inherited == ["UITableViewCell", "Configurable"])
        #expect(cell.members.map(\.name) == ["titleLabel", "fixed", "computed", "observed", "count", "didTap", "button", "make"])
        #expect(cell.members.map(\.isSettable) == [true, false, false, true, true, false, true, false])
        #expect(cell.members[0].attribute("IBOutlet") != nil)
        #expect(cell.members[5].labels == ["_", "forEvent"])
        #expect(cell.members[7].isStatic)
        #expect(file.types[2].kind == .extension)
        #expect(file.types[2].members[0].hasUncallableParameters)
    }

    @Test func conditionalBranches() {
        let file = SourceFile(path: "A.swift", text: """
        class A {
        #if DEBUG
            @objc func debug() {}
        #elseif os(Linux)
            @objc func linux() {}
        #else
            @objc func other() {}
        #endif
            @objc func always() {}
        }
        """)
        let members = file.types[0].members
        #expect(members.map(\.name) == ["debug", "linux", "other", "always"])
        #expect(members[0].conditions == [ConditionalBranch(directives: ["#if DEBUG"], isElse: false)])
        #expect(members[1].conditions == [ConditionalBranch(directives: ["#if DEBUG", "#elseif os(Linux)"], isElse: false)])
        #expect(members[2].conditions == [ConditionalBranch(directives: ["#if DEBUG", "#elseif os(Linux)"], isElse: true)])
        #expect(members[3].conditions.isEmpty)
    }

    @Test func protocolRequirements() {
        let file = SourceFile(path: "P.swift", text: """
        @objc public protocol CellDelegate: AnyObject {
            func cellDidTap(_ cell: Cell)
            @objc optional func cell(_ cell: Cell, heightFor row: Int) -> CGFloat
            @objc optional var title: String { get }
        }
        """)
        let members = file.types[0].members
        #expect(members.map(\.name) == ["cellDidTap", "cell", "title"])
        #expect(members.map { $0.modifiers.contains("optional") } == [false, true, true])
        #expect(members[1].resultType == "CGFloat")
        #expect(members[1].labels == ["_", "heightFor"])
    }
}
