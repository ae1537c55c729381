import Foundation
import Layout
import Testing
@testable import TrellisUIKit

/// The bar, table and control numbers docs/uikit-numbers.md marks "IB",
/// checked against the frames Interface Builder saved for the same thing
/// (IBSavedFrames): each test lays Trellis's view out as the file's
/// document describes it (its width, where its safe area starts, the
/// table's stored heights) and expects the frame Apple's engine saved.
/// Every expected number is read from the file; none is typed here.
@MainActor @Suite(.enabled(if: IBSavedFrames.isPresent,
                           "needs the Interface Builder corpus at ../shared/ib-corpus beside the repository"))
struct IBSourcedMetricsTests {
    /// A saved frame, its file, the element and the Xcode that saved it, for failure messages.
    struct Saved: CustomStringConvertible {
        let file: String, id: String, frame: CGRect, tools: String
        init(_ file: String, _ id: String) throws {
            self.file = file
            self.id = id
            frame = try IBSavedFrames.frame(ofElement: id, in: file)
            tools = try IBSavedFrames.toolsVersion(file)
        }
        var description: String { "\(file) #\(id) (toolsVersion \(tools)): saved \(frame)" }
    }

    /// Shows `controller` on a screen of `size` whose safe area starts `top` points down and ends `bottom` up.
    @discardableResult
    func show(_ controller: UIViewController, _ size: CGSize, top: CGFloat, bottom: CGFloat = 0) -> UIView {
        UIKitTestFont.measureSystemFontToo(controller.view)
        return controller.trellis.show(size: size, safeAreaInsets: UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0))
    }

    /// A navigation controller's bar is 44 tall at the top of the safe
    /// area, on four devices saved by four Xcodes (10, 12, 15 and 26).
    @Test(arguments: [
        ("RocketChat__Rocket.Chat.iOS__Auth.storyboard", "fAH-Yd-p9w"),
        ("kharrison__albookcode__TableHeader-v1-Main.storyboard", "kTH-SX-G7x"),
        ("kharrison__albookcode__ch14-2-v1-Main.storyboard", "sYt-p1-vtF"),
        ("Ranchero-Software__NetNewsWire__Inspector.storyboard", "YQK-Se-EBX"),
    ])
    func navigationBarsAsSaved(file: String, bar: String) throws {
        let saved = try Saved(file, bar)
        let navigation = UINavigationController(rootViewController: UIViewController())
        show(navigation, CGSize(width: saved.frame.width, height: 800), top: saved.frame.minY)
        #expect(navigation.navigationBar.frame == saved.frame, "\(saved)")
    }

    /// A bar with `largeTitles="YES"` is 96 tall (44 + 52) below the safe area's top.
    @Test func largeTitleBarAsSaved() throws {
        let file = "scenee__FloatingPanel__Samples-Main.storyboard", bar = "hNW-5m-Omi"
        #expect(try IBSavedFrames.attribute("largeTitles", ofElement: bar, in: file) == "YES")
        let saved = try Saved(file, bar)
        let root = UIViewController()
        root.title = "Samples"
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.prefersLargeTitles = true
        show(navigation, CGSize(width: saved.frame.width, height: 896), top: saved.frame.minY)
        #expect(navigation.navigationBar.frame == saved.frame, "\(saved)")
    }

    /// A tab bar controller's bar is 49 tall above the bottom safe area
    /// (Interface Builder stores it unplaced at y 0: its height and width are compared).
    @Test(arguments: [
        ("raywenderlich__alt-materials__10-adaptive-layout-Main.storyboard", "EWc-jO-tBI"),
        ("scenee__FloatingPanel__Samples-Main.storyboard", "BPL-Dp-5pJ"),
    ])
    func tabBarHeightAsSaved(file: String, bar: String) throws {
        let saved = try Saved(file, bar)
        let tabs = UITabBarController()
        tabs.viewControllers = [UIViewController(), UIViewController()]
        show(tabs, CGSize(width: saved.frame.width, height: 736), top: 20)
        #expect(tabs.tabBar.frame.size == saved.frame.size, "\(saved)")
        #expect(tabs.tabBar.frame.maxY == 736)
    }

    /// A navigation controller's toolbar at the bottom of an iPhone 8 Plus
    /// (414 × 736, no bottom safe area): Xcode 10.2 saved it 44 tall at y
    /// 736 − 44; Trellis keeps its width and its bottom but draws it 49, as
    /// UIKit does on that phone on iOS 13.3–14.5 (147 pixels at @3x, the
    /// drawing outranking the simulated frame: docs/uikit-numbers.md,
    /// "Bars"): 5 taller, at y 736 − 49 = 687.
    @Test func toolbarAsSaved() throws {
        let saved = try Saved("SwipeCellKit__SwipeCellKit__Main.storyboard", "bOW-0N-oQR")
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.isToolbarHidden = false
        show(navigation, CGSize(width: saved.frame.width, height: saved.frame.maxY), top: 20)
        #expect(saved.frame.height == 44, "\(saved)")
        #expect(navigation.toolbar.frame == CGRect(x: saved.frame.minX, y: saved.frame.maxY - 49,
                                                   width: saved.frame.width, height: saved.frame.height + 5), "\(saved)")
    }

    /// A search bar's height (a minimal-style one saved by Xcode 14).
    @Test func searchBarHeightAsSaved() throws {
        let saved = try Saved("scenee__FloatingPanel__Maps-Main.storyboard", "Zcj-SE-gb8")
        let bar = UISearchBar()
        bar.searchBarStyle = .minimal
        #expect(bar.intrinsicContentSize.height == saved.frame.height, "\(saved)")
    }

    /// A segmented control in a stack view, no height constraint (Xcode 11.5).
    @Test func segmentedControlHeight() throws {
        let saved = try Saved("openfoodfacts__openfoodfacts-ios__ProductAddViewController.storyboard", "rXU-B8-lr0")
        let control = UISegmentedControl(items: ["for 100g / 100ml", "per portion"])
        UIKitTestFont.measure(control)
        #expect(control.intrinsicContentSize.height == saved.frame.height, "\(saved)")
    }

    /// A slider arranged in a vertical stack with no height constraint (Xcode 9).
    @Test func sliderHeight() throws {
        let saved = try Saved("SwiftKickMobile__SwiftMessages__TacoDialogView.xib", "MKs-Kv-aPL")
        #expect(UISlider().intrinsicContentSize.height == saved.frame.height, "\(saved)")
    }

    /// Switches saved before Xcode 26's redesign (Xcode 10, 11.5 and 16): 51 × 31 frames.
    @Test(arguments: [
        ("RocketChat__Rocket.Chat.iOS__DirectoryFiltersView.xib", "DTc-jW-aT8"),
        ("openfoodfacts__openfoodfacts-ios__ProductAddViewController.storyboard", "1PH-pf-X1W"),
        ("scenee__FloatingPanel__Samples-Main.storyboard", "js8-Qv-lUC"),
    ])
    func switchSizeAsSaved(file: String, toggle: String) throws {
        let saved = try Saved(file, toggle)
        #expect(UISwitch().intrinsicContentSize == saved.frame.size, "\(saved)")
    }

    /// Medium spinners (`style="medium"` saved by Xcode 26, `style="gray"` by Xcode 14).
    @Test(arguments: [
        ("Ranchero-Software__NetNewsWire__Account.storyboard", "YvV-hB-lzT"),
        ("duckduckgo__iOS__FindInPage.xib", "aZj-cx-lsc"),
    ])
    func activityIndicatorSize(file: String, spinner: String) throws {
        let saved = try Saved(file, spinner)
        let style = try IBSavedFrames.attribute("style", ofElement: spinner, in: file)
        #expect(style == "medium" || style == "gray")
        #expect(UIActivityIndicatorView(style: .medium).intrinsicContentSize == saved.frame.size, "\(saved)")
    }

    /// Interface Builder stores an automatic row height as −1.
    @Test func automaticDimensionIsMinusOne() throws {
        let file = "Ranchero-Software__NetNewsWire__Add.storyboard", table = "7xa-gZ-zHA"
        let stored = try IBSavedFrames.attribute("rowHeight", ofElement: table, in: file)
        #expect(Double(stored).map { CGFloat($0) } == UITableView.automaticDimension)
        #expect(UITableView(frame: .zero, style: .insetGrouped).rowHeight == UITableView.automaticDimension)
        #expect(UITableView(frame: .zero, style: .plain).estimatedRowHeight == UITableView.automaticDimension)
    }

    /// Rows of `counts` sections, each `height` tall.
    final class Rows: NSObject, UITableViewDataSource {
        let counts: [Int]
        init(_ counts: [Int]) { self.counts = counts }
        func numberOfSections(in tableView: UITableView) -> Int { counts.count }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { counts[section] }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }
    }

    /// Two one-row sections of Xcode 26 inset grouped tables, as stored
    /// (header and footer heights 18, the file's row height), on a
    /// 375-point and a 414-point iPhone (compact width, Trellis's default traits): rows at the table's
    /// margin (16 and 20: the width decides, not the size class), the
    /// first 18 down, the second 18 + 18 below the first.
    @Test(arguments: [
        ("Ranchero-Software__NetNewsWire__Add.storyboard", "7xa-gZ-zHA", "XJI-0M-cAh", "uU0-Jh-goT"),
        ("Ranchero-Software__NetNewsWire__Account.storyboard", "YLa-nM-G7t", "uFU-j6-qP1", "pTk-WJ-j5h"),
    ])
    func insetGroupedRowsAsXcode26SavedThem(file: String, table: String, first: String, second: String) throws {
        #expect(try IBSavedFrames.attribute("style", ofElement: table, in: file) == "insetGrouped")
        let screen = try Saved(file, table)
        let firstRow = try Saved(file, first), secondRow = try Saved(file, second)
        let rows = Rows([1, 1])
        let view = UITableView(frame: CGRect(origin: .zero, size: screen.frame.size), style: .insetGrouped)
        view.sectionHeaderHeight = CGFloat(Double(try IBSavedFrames.attribute("sectionHeaderHeight", ofElement: table, in: file)) ?? -1)
        view.sectionFooterHeight = CGFloat(Double(try IBSavedFrames.attribute("sectionFooterHeight", ofElement: table, in: file)) ?? -1)
        view.rowHeight = firstRow.frame.height
        view.dataSource = rows
        view.layoutIfNeeded()
        #expect(view.rectForRow(at: IndexPath(row: 0, section: 0)) == firstRow.frame, "\(firstRow)")
        #expect(view.rectForRow(at: IndexPath(row: 0, section: 1)) == secondRow.frame, "\(secondRow)")
    }

    /// A plain table storing `sectionHeaderHeight` 28 whose section has no
    /// title: Xcode 10 saved its first row at the table's top, so the
    /// empty header took nothing (docs/uikit-numbers.md, "Plain: empty
    /// header and footer").
    @Test func plainEmptyHeaderAtStoredHeightAsXcode10SavedIt() throws {
        let file = "RocketChat__Rocket.Chat.iOS__Auth.storyboard"
        #expect(try IBSavedFrames.attribute("style", ofElement: "aG8-IH-tGg", in: file) == "plain")
        let stored = try #require(Double(try IBSavedFrames.attribute("sectionHeaderHeight", ofElement: "aG8-IH-tGg", in: file)))
        #expect(stored > 0)
        let screen = try Saved(file, "aG8-IH-tGg"), row = try Saved(file, "Xif-mV-lsv")
        let view = UITableView(frame: CGRect(origin: .zero, size: screen.frame.size), style: .plain)
        view.sectionHeaderHeight = CGFloat(stored)
        view.rowHeight = row.frame.height
        let rows = Rows([2])
        view.dataSource = rows
        view.layoutIfNeeded()
        #expect(view.rectForRow(at: IndexPath(row: 0, section: 0)) == row.frame, "\(row)")
        #expect(view.rectForHeader(inSection: 0).height == 0)
    }

    /// A grouped table whose first section has no title: Xcode 10 saved
    /// its first row 35 points down, the space Trellis leaves above a
    /// first section with an automatic header.
    @Test func groupedFirstSectionAsXcode10SavedIt() throws {
        let file = "RocketChat__Rocket.Chat.iOS__Auth.storyboard"
        #expect(try IBSavedFrames.attribute("style", ofElement: "YBG-il-jGc", in: file) == "grouped")
        let screen = try Saved(file, "YBG-il-jGc"), row = try Saved(file, "bsT-am-X4v")
        let view = UITableView(frame: CGRect(origin: .zero, size: screen.frame.size), style: .grouped)
        view.rowHeight = row.frame.height
        let rows = Rows([2])
        view.dataSource = rows
        view.layoutIfNeeded()
        #expect(view.rectForRow(at: IndexPath(row: 0, section: 0)) == row.frame, "\(row)")
    }

    /// Two default-style rows with a disclosure indicator and `text`
    /// (the first row's separator is checked: a plain table's last one
    /// runs to the edge here).
    final class DisclosureRow: NSObject, UITableViewDataSource {
        let text: String
        init(_ text: String) { self.text = text }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = text
            cell.accessoryType = .disclosureIndicator
            return cell
        }
    }

    /// Default-style cells with a disclosure indicator in plain tables:
    /// Xcode 10.2 saved their text at x 16 on a 375-point table and at
    /// x 20 on a 414-point one (an iPhone 8 Plus, compact width). The
    /// table's margins follow its width: the text, the separator under it
    /// and (by the same margin) the accessory.
    @Test(arguments: [
        ("xmartlabs__XLActionController__Main.storyboard", "FtG-l8-9a4", "2mv-ZK-bbC"),
        ("SwipeCellKit__SwipeCellKit__Main.storyboard", "Kgd-u6-cy7", "rW1-t9-nrA"),
    ])
    func defaultCellTextAsSaved(file: String, cellID: String, labelID: String) throws {
        #expect(try IBSavedFrames.attribute("style", ofElement: cellID, in: file) == "IBUITableViewCellStyleDefault")
        let savedCell = try Saved(file, cellID), savedLabel = try Saved(file, labelID)
        let rows = DisclosureRow(try IBSavedFrames.attribute("text", ofElement: labelID, in: file))
        let view = UITableView(frame: CGRect(x: 0, y: 0, width: savedCell.frame.width, height: 600), style: .plain)
        view.dataSource = rows
        view.layoutIfNeeded()
        let cell = try #require(view.cellForRow(at: IndexPath(row: 0, section: 0)))
        let label = try #require(cell.textLabel)
        cell.layoutIfNeeded()
        #expect(label.convert(label.bounds, to: cell).minX == savedLabel.frame.minX, "\(savedLabel)")
        #expect(cell.separatorInset.left == savedLabel.frame.minX, "\(savedLabel)")
        let separator = try #require(cell.parts.separator)
        #expect(CGFloat(separator.frame.origin.x) == savedLabel.frame.minX, "\(savedLabel)")
        let accessory = try #require(cell.parts.accessory)
        #expect(savedCell.frame.width - accessory.frame.maxX == savedLabel.frame.minX, "\(savedLabel)")
    }

    /// A row holding one view of `height` pinned to its content view's
    /// layout margins on all four sides, self-sizing.
    final class MarginPinnedRow: NSObject, UITableViewDataSource {
        let height: CGFloat
        let box = UIView()
        init(height: CGFloat) { self.height = height }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            box.translatesAutoresizingMaskIntoConstraints = false
            cell.contentView.addSubview(box)
            let margins = cell.contentView.layoutMarginsGuide
            NSLayoutConstraint.activate([
                box.topAnchor.constraint(equalTo: margins.topAnchor),
                box.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
                box.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                box.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                box.heightAnchor.constraint(equalToConstant: height),
            ])
            return cell
        }
    }

    /// A self-sizing prototype whose stack view is pinned to the content
    /// view's layout margins on all four sides: Xcode 12 saved the stack
    /// at (20 11; 374 × 52) in a 74-point content view of a 414-point
    /// table, 11 above and below it (the content view's top and bottom
    /// margins) and the table's 20 at the sides.
    @Test func cellContentMarginsAsXcode12SavedThem() throws {
        let file = "kharrison__albookcode__TableHeader-v1-Main.storyboard"
        let savedCell = try Saved(file, "u05-ck-Dov"), savedContent = try Saved(file, "5nR-1J-FNP")
        let savedStack = try Saved(file, "BGn-AH-7Uj")
        let rows = MarginPinnedRow(height: savedStack.frame.height)
        let view = UITableView(frame: CGRect(x: 0, y: 0, width: savedCell.frame.width, height: 600), style: .plain)
        view.dataSource = rows
        view.layoutIfNeeded()
        let cell = try #require(view.cellForRow(at: IndexPath(row: 0, section: 0)))
        let box = rows.box.convert(rows.box.bounds, to: cell.contentView)
        #expect(box == savedStack.frame, "\(savedStack)")
        #expect(cell.contentView.bounds.height - box.maxY == savedContent.frame.height - savedStack.frame.maxY,
                "\(savedContent)")
    }

    /// Rounded-rect fields in the body style (17 points) with no height
    /// constraint, saved 34 tall by Xcode 11.5; at Interface Builder's
    /// default 14 points such a field is 30 ("always returns 30",
    /// docs/uikit-numbers.md). The system font, not the test font: the
    /// rule is the font's line rounded up, + 13.
    @Test func roundedTextFieldHeightAsSaved() throws {
        let file = "openfoodfacts__openfoodfacts-ios__ProductAddViewController.storyboard"
        let saved = try Saved(file, "kK2-es-lYg")
        #expect(try IBSavedFrames.attribute("borderStyle", ofElement: "kK2-es-lYg", in: file) == "roundedRect")
        let body = UITextField()
        body.borderStyle = .roundedRect
        body.font = .preferredFont(forTextStyle: .body)
        body.text = "Barcode"
        #expect(body.intrinsicContentSize.height == saved.frame.height, "\(saved)")
        let small = UITextField()
        small.borderStyle = .roundedRect
        small.font = .systemFont(ofSize: 14)
        small.text = "Barcode"
        #expect(small.intrinsicContentSize.height == 30)
    }

    /// A navigation controller presented as a sheet (a `presentation`
    /// segue, no style: `.automatic`, a page sheet), saved by Xcode 11
    /// with a 56-point bar at the sheet's top. Its 44-point row of items
    /// is 6 points down, centred, as a logged iOS 13 sheet's
    /// `_UIButtonBarStackView` frame `(8 6; 46 44)` in a 375 × 56 bar shows
    /// (docs/uikit-numbers.md, "Bars").
    @Test func sheetNavigationBarAsSaved() throws {
        let file = "raywenderlich__alt-materials__11-dynamic-type-Main.storyboard"
        let saved = try Saved(file, "3jw-yp-VZY")
        let home = UIViewController()
        home.trellis.show(size: CGSize(width: saved.frame.width, height: 667))
        let root = UIViewController()
        root.title = "Text Styles"
        root.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Close", style: .plain, target: nil, action: nil)
        let sheet = UINavigationController(rootViewController: root)
        #expect(sheet.modalPresentationStyle == .automatic)
        home.present(sheet, animated: false)
        sheet.view.layoutIfNeeded()
        #expect(sheet.navigationBar.frame.height == saved.frame.height, "\(saved)")
        let row = try #require(sheet.navigationBar.subviews.first { $0 is BarStack })
        #expect(row.frame.minY == (saved.frame.height - 44) / 2)
        #expect(row.frame.height == 44)
        // Full screen, the bar is the usual 44.
        home.dismiss(animated: false)
        let cover = UINavigationController(rootViewController: UIViewController())
        cover.modalPresentationStyle = .fullScreen
        home.present(cover, animated: false)
        cover.view.layoutIfNeeded()
        #expect(cover.navigationBar.frame.height == 44)
    }
}
