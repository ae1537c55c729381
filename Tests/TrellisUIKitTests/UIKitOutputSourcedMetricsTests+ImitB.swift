import Foundation
import Layout
import Testing
@testable import TrellisUIKit

/// ImitB (issue 30): an iPad's navigation-controller toolbar. UIKit draws
/// it as it draws an iPad's tab bar (owncloud/ios-app's fastlane
/// screenshots of its accounts list, `ServerListTableViewController`'s
/// `toolbarItems` [flexible space, "Settings"] under a
/// `UINavigationController`, @2x): down the pixel column x = 20 the bar's
/// shadow is pixel row 2631 of `iPad Pro (12.9-inch) (2nd generation)-11_ios_accounts_list_demo.png`
/// (2732 rows, no home indicator, iPadOS 14.5) and 1947 of `iPad Pro
/// (9.7-inch)-…` (2048 rows; iPadOS 13.3 and 14.5 alike), the bar 100
/// pixels under it: 50 points; in `iPad Pro (12.9-inch) (5th generation)-…`
/// (a home indicator, its 20-point safe area) the shadow is row 2601, the
/// bar 130 pixels: 65 = 50 + 20 − 5. Geoff Hackworth measured an iPad's
/// toolbar 50 on iOS 12 (docs/uikit-numbers.md, "Navigation bar height").
/// The "S" of "Settings" lies 19.0 to 31.5 points under the bar's top in
/// all three, its middle 25.25: the items' 44-point row centred on the
/// 50-point one (25), as the navigation bar's "Edit" sits on its 44-point
/// row's middle in the phones' images of that screen. A phone's toolbar,
/// 49 in the same set: `phoneNavigationToolbarAsDrawn` (toolbar49). The test font's label is 17 tall (a line 1 em), so a
/// label centred on the row's middle starts 25 − 8.5 = 16.5 under the top.
extension UIKitOutputSourcedMetricsTests {
    @Test(arguments: [
        // idiom, screen, top and bottom safe area, the row, the bar's background below it
        (UIUserInterfaceIdiom.pad, CGSize(width: 1024, height: 1366), CGFloat(20), CGFloat(0), CGFloat(50), CGFloat(0)),
        (.pad, CGSize(width: 1024, height: 1366), 24, 20, 50, 15),
        (.pad, CGSize(width: 768, height: 1024), 20, 0, 50, 0),
    ])
    func navigationToolbarAsDrawn(idiom: UIUserInterfaceIdiom, size: CGSize, top: CGFloat, bottom: CGFloat,
                                  row: CGFloat, below: CGFloat) throws {
        let root = UIViewController()
        root.title = "ownCloud"
        root.toolbarItems = [.flexibleSpace(), UIBarButtonItem(title: "Settings", style: .plain, target: nil, action: nil)]
        let navigation = UINavigationController(rootViewController: root)
        navigation.isToolbarHidden = false
        let sizeClass: UIUserInterfaceSizeClass = idiom == .pad ? .regular : .compact
        let traits = UITraitCollection(traitsFrom: [.init(userInterfaceIdiom: idiom), .init(horizontalSizeClass: sizeClass)])
        UIKitTestFont.measureSystemFontToo(navigation.view)
        navigation.trellis.show(size: size, traits: traits, safeAreaInsets: UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0))
        let toolbar = navigation.toolbar
        #expect(toolbar.frame == CGRect(x: 0, y: size.height - below - row, width: size.width, height: row))
        #expect(toolbar.backgroundExtension == below)
        #expect(root.view.safeAreaInsets.bottom == row + below)
        let settings = try #require(label("Settings", in: toolbar))
        let frame = settings.convert(settings.bounds, to: toolbar)
        #expect(frame.midY == row / 2)
        #expect(frame.minY == row / 2 - 8.5)
    }
}
