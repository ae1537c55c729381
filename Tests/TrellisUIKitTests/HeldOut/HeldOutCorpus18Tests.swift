import Foundation
import Testing
@testable import TrellisUIKit

/// What the eighteenth held-out corpus (docs/uikit.md, "Held-out corpus 18":
/// a chart drawn in `draw(_:)` with shape layers, an onboarding pager, a tag
/// list, toasts, activity rings and a calendar) found missing. Expected
/// values come from Apple's documentation of each call, cited at each test.
@MainActor @Suite(.serialized) struct HeldOutCorpus18Tests {
    /// "The CAAnimation and CALayer classes are key-value coding compliant
    /// container classes, which means that you can set values for arbitrary
    /// keys" (Core Animation Programming Guide, "Key-Value Coding
    /// Extensions"). paper-onboarding tags its fill animation with the layer
    /// it grows and reads it back in `animationDidStop(_:finished:)`.
    @Test func animationKeepsValuesForArbitraryKeys() {
        let animation = CABasicAnimation(keyPath: "path")
        let circle = CAShapeLayer()
        #expect(animation.value(forKey: "circle") == nil)
        animation.setValue(circle, forKey: "circle")
        animation.setValue("first", forKey: "name")
        #expect((animation.value(forKey: "circle") as? CAShapeLayer) === circle)
        #expect(animation.value(forKey: "name") as? String == "first")
        animation.setValue(nil, forKey: "circle")
        #expect(animation.value(forKey: "circle") == nil)
        // A stored property is still read by its name, as before.
        animation.duration = 2
        #expect(animation.value(forKey: "duration") as? TimeInterval == 2)
        // Values are the animation's own.
        #expect(CABasicAnimation(keyPath: "path").value(forKey: "name") == nil)
    }

    /// `CALayer.drawsAsynchronously`: "The default value for this property
    /// is false" (Apple's documentation); MKRingProgressView sets it, and
    /// the drawing it defers is the same drawing, so the picture must not
    /// change.
    @Test func drawsAsynchronouslyIsKeptAndDrawsTheSame() throws {
        final class Filled: CALayer {
            override func draw(in ctx: CGContext) {
                ctx.setFillColor(UIColor.red.cgColor)
                ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            }
        }
        func picture(async: Bool) throws -> [UInt8] {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            let layer = Filled()
            layer.frame = view.bounds
            #expect(layer.drawsAsynchronously == false)
            layer.drawsAsynchronously = async
            #expect(layer.drawsAsynchronously == async)
            layer.setNeedsDisplay()
            view.layer.addSublayer(layer)
            return try view.trellis.pngData(width: 20, height: 20)
        }
        #expect(try picture(async: true) == picture(async: false))
    }

    /// `UICollectionViewLayout.register(_:forDecorationViewOfKind:)` with a
    /// nib: "the nib file must contain exactly one top-level object and that
    /// object must be of the type UICollectionReusableView" (Apple's
    /// documentation). JTAppleCalendar's layout overrides both registrations;
    /// the view comes from the nib where the layout places the decoration.
    @Test func decorationViewComesFromItsNib() throws {
        let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" colorMatched="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <collectionReusableView opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" id="U6b-Vx-4bR">
                    <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                    <color key="backgroundColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </collectionReusableView>
            </objects>
        </document>
        """
        final class Backdrop: UICollectionViewFlowLayout {
            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                let backdrop = UICollectionViewLayoutAttributes(forDecorationViewOfKind: "backdrop", with: IndexPath(item: 0, section: 0))
                backdrop.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
                return (super.layoutAttributesForElements(in: rect) ?? []) + [backdrop]
            }
        }
        let layout = Backdrop()
        layout.register(UINib(data: Data(xib.utf8), bundle: nil), forDecorationViewOfKind: "backdrop")
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: layout)
        collection.layoutIfNeeded()
        let made = collection.subviews.first { $0 is UICollectionReusableView && !($0 is UICollectionViewCell) }
        let view = try #require(made)
        #expect(view.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(view.backgroundColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        // nil unregisters the kind.
        layout.register(nil as AnyClass?, forDecorationViewOfKind: "backdrop")
        #expect(layout.registeredDecorationNibs["backdrop"] == nil)
    }
}

/// TagListView's `layoutSubviews` takes every tag out of its row, drops
/// the rows and puts the tags in new rows, in the layout pass. A view moved
/// so had its autoresizing constraints, made against its first superview,
/// reused against the freed one, and the pass stopped the process
/// ("Attempted to read an unowned reference"). The tags must land where
/// the new rows' frames put them, as UIKit's autoresizing does.
@MainActor @Suite struct MovedSubviewTests {
    final class Rows: UIView {
        var tags: [UIView] = []
        var rows: [UIView] = []
        override func layoutSubviews() {
            super.layoutSubviews()
            for tag in tags { tag.removeFromSuperview() }
            for row in rows { row.removeFromSuperview() }
            rows = []
            for (index, tag) in tags.enumerated() {
                let row = UIView(frame: CGRect(x: 10, y: CGFloat(index) * 30, width: 100, height: 30))
                rows.append(row)
                addSubview(row)
                tag.frame = CGRect(x: 5, y: 2, width: 40, height: 20)
                row.addSubview(tag)
            }
        }
    }

    @Test func viewMovedToANewSuperviewInLayoutIsPlacedInIt() {
        let list = Rows(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        list.tags = [UIView(), UIView()]
        list.layoutIfNeeded()
        list.setNeedsLayout()
        list.layoutIfNeeded()  // the first rows are freed here
        list.setNeedsLayout()
        list.layoutIfNeeded()
        #expect(list.tags[1].superview === list.rows[1])
        #expect(list.tags[1].frame == CGRect(x: 5, y: 2, width: 40, height: 20))
        #expect(list.tags[1].convert(list.tags[1].bounds, to: list) == CGRect(x: 15, y: 32, width: 40, height: 20))
    }
}
