import CorpusViews
import SnapshotTesting
import Testing
import TrellisTesting
import TrellisUIKit

extension Corpus {
    @MainActor @Suite struct FactoriesTests {
        @Test func autolayoutNewReturnsTheReceiversType() {
            let label = UILabel.autolayoutNew()
            let stack = UIStackView.autolayoutNew()
            #expect(type(of: label) == UILabel.self)
            #expect(type(of: stack) == UIStackView.self)
            #expect(!label.translatesAutoresizingMaskIntoConstraints)
            let row = KeyValueRowView.autolayoutNew()
            #expect(row.copyButton != nil)
        }

        @Test func genericBuild() {
            let imageView: UIImageView = ViewFactory.build()
            #expect(!imageView.translatesAutoresizingMaskIntoConstraints)
            let label: UILabel = ViewFactory.build { (label: UILabel) in label.text = "Hi" }
            #expect(label.text == "Hi")
        }

        @Test func copyButtonFromTheFactory() {
            let row = KeyValueRowView(frame: CGRect(x: 0, y: 0, width: 320, height: 0))
            row.configure(key: "Order", value: "#10452")
            var copies: [(String, UIButton)] = []
            row.onCopy = { copies.append(($0, $1)) }
            row.copyButton.sendActions(for: .touchUpInside)
            #expect(copies.count == 1)
            #expect(copies.first?.0 == "#10452")
            #expect(copies.first?.1 === row.copyButton)
        }

        @Test func snapshot() {
            let row = KeyValueRowView(frame: CGRect(x: 0, y: 0, width: 320, height: 0))
            row.configure(key: "Tracking number", value: "1Z 999 AA1 01 2345 6784")
            assertSnapshot(of: row, as: .image, named: "320")
        }
    }
}
