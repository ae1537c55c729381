import Foundation
import Layout
import Testing
@testable import TrellisUIKit

/// Asserts (issue 30): a toolbar's spaces meet their neighbours. UIKit lays a
/// toolbar's items out in a button bar (`_UIToolbarContentView` ›
/// `_UIButtonBarStackView` › `_UIButtonBarButton`) whose constraints it logs
/// when they cannot all be met: the stack's `'UISV-spacing'` is 0 on both
/// sides of its spacer `UIView`s (apache/cordova-plugin-inappbrowser#376,
/// iOS 12, "H:[_UIButtonBarButton]-(0)-[UIView]" and
/// "H:[UIView]-(0)-[_UIButtonBarButton]" four times; flutter/flutter#93532,
/// November 2021, the same four), and a title item's title stands 8 inside
/// its button (`'TB_Leading_Leading' H:|-(8)-[_UIModernBarButton]`:
/// angelopino/APJTextPickerView#4, 2020, and microsoftconnect/ms-intune-app-sdk-ios#523,
/// January 2025; `'TB_Trailing_Trailing' H:[_UIModernBarButton]-(8)-|`:
/// apache/cordova-plugin-inappbrowser#1123, iOS 18). XCUITest's frames of a
/// UIKit toolbar agree: Firefox's keyboard accessory on an iPad mini
/// (mozilla-mobile/firefox-ios#31076, iPadOS 18.6) has 24-point custom-view
/// buttons at x 20 and 54, 54 − (20 + 24) = 10 apart, across the 10-point
/// fixed space its `AccessoryViewProvider.swift` sets between them. So a
/// custom view meets a space with nothing between (a fixed space of w keeps
/// two custom views w apart), two spaces meet, and a title keeps 8 from a
/// space (its button's padding; the row's 8 in Trellis, the same distance).
/// docs/uikit-numbers.md, "Space between bar button items".
extension UIKitOutputSourcedMetricsTests {
    /// A 24-point square custom view, as Firefox's buttons.
    private func square() -> UIView {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        view.widthAnchor.constraint(equalToConstant: 24).isActive = true
        view.heightAnchor.constraint(equalToConstant: 24).isActive = true
        return view
    }

    /// Two custom views across a 10-point fixed space: 10 apart (Firefox's
    /// 54 − 44), not 8 + 10 + 8 = 26; the first at the 16-point margin of a
    /// 375-point bar, so at 16 to 40 and the second at 50 to 74; across two
    /// fixed spaces of 10 and 6, 16 apart.
    @Test func toolbarCustomViewsMeetAFixedSpace() {
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
        let (a, b, c, d) = (square(), square(), square(), square())
        toolbar.items = [UIBarButtonItem(customView: a), .fixedSpace(10), UIBarButtonItem(customView: b),
                         .flexibleSpace(),
                         UIBarButtonItem(customView: c), .fixedSpace(10), .fixedSpace(6), UIBarButtonItem(customView: d)]
        toolbar.layoutIfNeeded()
        let frames = [a, b, c, d].map { $0.convert($0.bounds, to: toolbar) }
        #expect(frames[0].minX == 16)
        #expect(frames[0].maxX == 40)
        #expect(frames[1].minX == 50)
        #expect(frames[1].maxX == 74)
        #expect(frames[3].maxX == 359)
        #expect(frames[3].minX - frames[2].maxX == 16)
    }

    /// A title beside a fixed space keeps 8 from it (UIKit's 8 inside the
    /// title's button): "Edit", a 20-point fixed space and "Done" have their
    /// titles 8 + 20 + 8 = 36 apart.
    @Test func toolbarTitlesKeepEightFromAFixedSpace() throws {
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
        toolbar.items = [UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil), .fixedSpace(20),
                         UIBarButtonItem(title: "Done", style: .plain, target: nil, action: nil)]
        toolbar.layoutIfNeeded()
        let edit = try #require(label("Edit", in: toolbar))
        let done = try #require(label("Done", in: toolbar))
        let editFrame = edit.convert(edit.bounds, to: toolbar), doneFrame = done.convert(done.bounds, to: toolbar)
        #expect(editFrame.minX == 16)
        #expect(doneFrame.minX - editFrame.maxX == 36)
    }
}
