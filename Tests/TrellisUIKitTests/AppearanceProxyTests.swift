import Testing
import TrellisUIKit

/// Appearance proxies as Apple documents them
/// (<https://developer.apple.com/documentation/uikit/uiappearance>): a
/// proxy's settings reach an instance when it enters a window ("it doesn't
/// change the appearance of a view that's already in a window"), a value
/// set on the instance wins, the nearest containment wins, a subclass takes
/// its superclass's settings. Each test sets and clears the global proxies
/// within one synchronous main-actor run, so no other test sees them.
@MainActor @Suite struct AppearanceProxyTests {
    final class BrandBar: UINavigationBar {}

    private func window() -> UIWindow { UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844)) }

    @Test func aBarIsTintedByItsProxyWhenItEntersAWindow() {
        UIAppearanceProxies.removeAll()
        defer { UIAppearanceProxies.removeAll() }
        UINavigationBar.appearance().tintColor = .systemRed
        UINavigationBar.appearance().barTintColor = .systemYellow
        UINavigationBar.appearance().largeTitleTextAttributes = [.foregroundColor: UIColor.systemGreen]
        let edge = UINavigationBarAppearance()
        edge.configureWithOpaqueBackground()
        UINavigationBar.appearance().scrollEdgeAppearance = edge
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        #expect(bar.tintColor == .systemBlue)  // not yet in a window
        #expect(bar.barTintColor == nil)
        window().addSubview(bar)
        #expect(bar.tintColor == .systemRed)
        #expect(bar.barTintColor == .systemYellow)
        #expect(bar.largeTitleTextAttributes?[.foregroundColor] as? UIColor == .systemGreen)
        #expect(bar.scrollEdgeAppearance === edge)
        // Reading the proxy gives what was recorded.
        #expect(UINavigationBar.appearance().tintColor == .systemRed)
        #expect(UINavigationBar.appearance().isTranslucent == true)  // nobody recorded it: a new bar's value
    }

    @Test func aValueSetOnTheInstanceWins() {
        UIAppearanceProxies.removeAll()
        defer { UIAppearanceProxies.removeAll() }
        UINavigationBar.appearance().barTintColor = .systemYellow
        UINavigationBar.appearance().tintColor = .systemRed
        let first = UINavigationBar(frame: .zero), second = UINavigationBar(frame: .zero)
        first.barTintColor = .systemPurple
        second.barTintColor = .systemPurple  // the second time the name is known before applying
        first.tintColor = .systemGreen
        let window = window()
        window.addSubview(first)
        window.addSubview(second)
        #expect(first.barTintColor == .systemPurple)
        #expect(second.barTintColor == .systemPurple)
        #expect(first.tintColor == .systemGreen)
        #expect(second.tintColor == .systemRed)  // not set on the second: the proxy's
    }

    @Test func theNearestContainmentWins() {
        UIAppearanceProxies.removeAll()
        defer { UIAppearanceProxies.removeAll() }
        UIButton.appearance().setTitleColor(.systemGreen, for: .normal)
        UIButton.appearance(whenContainedInInstancesOf: [UINavigationBar.self]).setTitleColor(.systemRed, for: .normal)
        UILabel.appearance(whenContainedInInstancesOf: [UITableViewCell.self, UINavigationController.self]).textColor = .systemOrange
        let bar = UINavigationBar(frame: .zero), inBar = UIButton(type: .custom), elsewhere = UIButton(type: .custom)
        bar.addSubview(inBar)
        let plain = UIView()
        plain.addSubview(elsewhere)
        let label = UILabel()
        let window = window()
        window.addSubview(bar)
        window.addSubview(plain)
        window.addSubview(label)
        #expect(inBar.titleColor(for: .normal) == .systemRed)
        #expect(elsewhere.titleColor(for: .normal) == .systemGreen)
        #expect(UIButton.appearance().titleColor(for: .normal) == .systemGreen)
        #expect(label.textColor == .label)  // in no cell in no navigation controller
    }

    @Test func aDarkOnlyProxyStylesOnlyDarkViews() {
        UIAppearanceProxies.removeAll()
        defer { UIAppearanceProxies.removeAll() }
        UISwitch.appearance(for: UITraitCollection(userInterfaceStyle: .dark)).onTintColor = .systemPink
        let dark = window(), light = window()
        dark.overrideUserInterfaceStyle = .dark
        light.overrideUserInterfaceStyle = .light
        let inDark = UISwitch(), inLight = UISwitch()
        dark.addSubview(inDark)
        light.addSubview(inLight)
        #expect(inDark.onTintColor == .systemPink)
        #expect(inLight.onTintColor == nil)
    }

    @Test func aViewAlreadyInAWindowChangesOnlyWhenItEntersAgain() {
        UIAppearanceProxies.removeAll()
        defer { UIAppearanceProxies.removeAll() }
        let window = window(), table = UITableView(frame: .zero, style: .plain)
        window.addSubview(table)
        let before = table.backgroundColor
        UITableView.appearance().backgroundColor = .systemTeal
        #expect(table.backgroundColor == before)
        table.removeFromSuperview()
        #expect(table.backgroundColor == before)  // out of any window
        window.addSubview(table)
        #expect(table.backgroundColor == .systemTeal)  // the table's own default is not the app's value
    }

    @Test func aSubclassTakesItsSuperclassProxyAndItsOwnWins() {
        UIAppearanceProxies.removeAll()
        defer { UIAppearanceProxies.removeAll() }
        UIView.appearance().backgroundColor = .systemGray
        UINavigationBar.appearance().barTintColor = .systemYellow
        BrandBar.appearance().barTintColor = .systemIndigo
        let plain = UINavigationBar(frame: .zero), brand = BrandBar(frame: .zero)
        let window = window()
        window.addSubview(plain)
        window.addSubview(brand)
        #expect(plain.barTintColor == .systemYellow)
        #expect(brand.barTintColor == .systemIndigo)
        #expect(brand.backgroundColor == .systemGray)
        #expect(window.backgroundColor == nil)  // the window did not enter a window
    }

    @Test func barItemsReadTheirProxyAndTheirOwnValueWins() {
        UIAppearanceProxies.removeAll()
        defer { UIAppearanceProxies.removeAll() }
        UIBarButtonItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.systemRed], for: .normal)
        let item = UIBarButtonItem(title: "Save", style: .plain, target: nil, action: nil)
        let own = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        own.setTitleTextAttributes([.foregroundColor: UIColor.systemGreen], for: .normal)
        #expect(item.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == .systemRed)
        #expect(own.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == .systemGreen)
        #expect(UITabBarItem().titleTextAttributes(for: .normal) == nil)  // not a bar button item
    }

    @Test func aControllerShownForASnapshotStandsInAWindow() {
        UIAppearanceProxies.removeAll()
        defer { UIAppearanceProxies.removeAll() }
        UINavigationBar.appearance().tintColor = .systemRed
        UILabel.appearance(whenContainedInInstancesOf: [UINavigationController.self]).textColor = .systemOrange
        let content = UIViewController()
        let label = UILabel()
        content.view.addSubview(label)
        let navigation = UINavigationController(rootViewController: content)
        navigation.trellis.show(size: CGSize(width: 390, height: 844))
        #expect(navigation.navigationBar.tintColor == .systemRed)
        #expect(label.textColor == .systemOrange)
    }

    @Test func theMarkedPropertiesOfControlsAndTablesTakeTheirProxies() {
        UIAppearanceProxies.removeAll()
        defer { UIAppearanceProxies.removeAll() }
        UISlider.appearance().minimumTrackTintColor = .systemMint
        UIProgressView.appearance().progressTintColor = .systemCyan
        UIToolbar.appearance().barTintColor = .systemBrown
        UITableView.appearance().separatorColor = .systemPink
        let slider = UISlider(), progress = UIProgressView(progressViewStyle: .default), own = UIProgressView(progressViewStyle: .default)
        own.progressTintColor = .systemGreen
        let toolbar = UIToolbar(frame: .zero), table = UITableView(frame: .zero, style: .plain)
        let window = window()
        for view in [slider, progress, own, toolbar, table] as [UIView] { window.addSubview(view) }
        #expect(slider.minimumTrackTintColor == .systemMint)
        #expect(progress.progressTintColor == .systemCyan)
        #expect(own.progressTintColor == .systemGreen)
        #expect(toolbar.barTintColor == .systemBrown)
        #expect(table.separatorColor == .systemPink)  // over the declared default, which is not the app's value
    }
}
