import CorpusViewsSwift5
import Testing
import TrellisUIKit

extension Corpus {
    /// `#keyPath`, `as NSNumber`, `as [NSNumber]` and `as CFArray` through
    /// the opt-in: each means what it means on iOS.
    @MainActor @Suite struct CountdownRingViewTests {
        /// `#keyPath(CAShapeLayer.strokeEnd)` is "strokeEnd" (Apple's
        /// "Using Objective-C Runtime Features in Swift"): the animation
        /// animates that key, from the fraction left to empty.
        @Test func theRingAnimatesStrokeEndByItsKey() throws {
            let ring = CountdownRingView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            ring.show(remaining: 12, of: 30)
            let animation = try #require(ring.ringLayer.animation(forKey: "countdown") as? CABasicAnimation)
            #expect(animation.keyPath == "strokeEnd")
            #expect(animation.fromValue as? CGFloat == 0.4)
            #expect(animation.duration == 12)
        }

        /// `left.rounded(.up) as NSNumber` through a number formatter: 7.2
        /// seconds show as "8".
        @Test func theSecondsAreFormattedFromACGFloat() {
            let ring = CountdownRingView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            ring.show(remaining: 7.2, of: 30)
            #expect(ring.secondsLabel.text == "8")
        }

        /// `[dashLength, dashGap] as [NSNumber]` (CGFloats), and the
        /// gradient made from `colors as CFArray`.
        @Test func theDashesAndTheGradient() {
            let ring = CountdownRingView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            #expect(ring.trackLayer.lineDashPattern?.map(\.doubleValue) == [3, 2])
            #expect(ring.gradient != nil)
        }
    }

    /// Generic cells made through the generic parameter, their reuse
    /// identifiers from `NSStringFromClass` and `String(describing:)`.
    @MainActor @Suite struct ReusableCellsTests {
        enum Edit { case rename }
        enum Share { case copy }

        @Test func aGenericCellIsMadeThroughItsParameterAndReused() {
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
            let cell = table.dequeueReusableCell(withClass: ActionRowCell<Edit>.self)
            // Its own initialiser ran (it asks for `.value1`, whatever it is given).
            #expect(cell.accessoryType == .disclosureIndicator)
            #expect(cell.detailTextLabel != nil)
            // One identifier per instantiation, none shared with another.
            let identifier = cell.reuseIdentifier
            #expect(identifier != nil)
            #expect(identifier != table.dequeueReusableCell(withClass: ActionRowCell<Share>.self).reuseIdentifier)
            #expect(identifier == table.dequeueReusableCell(withClass: ActionRowCell<Edit>.self).reuseIdentifier)
        }

        /// A plain top-level class keeps Foundation's name, "Module.Class".
        @Test func aPlainCellsIdentifierIsFoundations() {
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
            let cell = table.dequeueReusableCell(withClass: ToggleRowCell.self)
            #expect(cell.reuseIdentifier == "CorpusViewsSwift5.ToggleRowCell")
            #expect(cell.accessoryView === cell.toggle)
        }

        /// `String(describing:)` names a generic class with its argument; the
        /// style handed to the generic parameter's call reaches the class.
        @Test func describedCellsAreMadeWithTheirStyle() {
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
            let toggle = table.describedCell(ToggleRowCell.self)
            #expect(toggle.reuseIdentifier == "ToggleRowCell")
            #expect(toggle.detailTextLabel != nil)
            let row = table.describedCell(ActionRowCell<Edit>.self)
            #expect(row.reuseIdentifier == "ActionRowCell<Edit>")
        }
    }
}
