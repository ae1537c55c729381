extension LayoutEngine {
    /// A translating view's frame as constraints (UIKit's
    /// `NSAutoresizingMaskLayoutConstraint`s): along an axis with nothing
    /// flexible, its start relative to the superview and its length, fixed;
    /// along one its mask makes flexible, the start and the length follow
    /// the superview's length by the shares UIKit gives the flexible parts
    /// (``AutoresizingMask/shares(start:length:in:flexible:)``), reckoned
    /// from the frames as they are now. A position tied to the superview's
    /// far edge with a multiplier is read in the superview's coordinates
    /// (docs/layout.md), so `start = k × superview.right + c` is exact.
    /// A root 0 long on an axis (left to its content) has nothing to share
    /// out: that axis stays fixed.
    func autoresizingConstraints(of view: View, in superview: View) -> [LayoutConstraint] {
        let rect = view.alignmentRect(forFrame: view.frame)
        let insets = superview.alignmentRectInsets
        var list: [LayoutConstraint] = []
        for horizontal in [true, false] {
            let superLength = horizontal ? superview.frame.width : superview.frame.height
            let flexible = view.autoresizingMask.flexible(horizontal: horizontal)
            // A root 0 long on an axis is "as its content needs", not a
            // length: nothing to share. Any other superview's 0 is a
            // length, as in UIKit (a view with a zero frame and a flexible
            // size in a superview not yet laid out fills it once it is).
            let rootLeftToContent = superview === root && superLength == 0
            let shares = !rootLeftToContent
                ? AutoresizingMask.shares(start: horizontal ? view.frame.minX : view.frame.minY,
                                          length: horizontal ? view.frame.width : view.frame.height,
                                          in: superLength, flexible: flexible)
                : (before: 0, size: 0)
            let start = horizontal ? rect.minX : rect.minY
            let length = horizontal ? rect.width : rect.height
            let (startAttribute, farAttribute, lengthAttribute): (LayoutAttribute, LayoutAttribute, LayoutAttribute) =
                horizontal ? (.left, .right, .width) : (.top, .bottom, .height)
            let (startKind, lengthKind): (GeneratedKind, GeneratedKind) = horizontal ? (.arLeft, .arWidth) : (.arTop, .arHeight)
            let insetBefore = horizontal ? insets.left : insets.top
            let insetAfter = horizontal ? insets.right : insets.bottom

            // The start: fixed from the superview's frame edge, or a share of its length.
            let startConstraint: LayoutConstraint
            if shares.before == 0 {
                startConstraint = generatedConstraint(view, startKind, .autoresizing) {
                    LayoutConstraint(item: view, attribute: startAttribute, relatedBy: .equal, toItem: superview,
                                     attribute: startAttribute, constant: 0)
                }
                startConstraint.constant = start - insetBefore
            } else {
                // In the superview's coordinates its far edge is at
                // superLength − insetAfter; the start moves by the share of
                // any change in that length.
                let k = shares.before
                startConstraint = generatedConstraint(view, horizontal ? .arLeftFlexible : .arTopFlexible, .autoresizing) {
                    LayoutConstraint(item: view, attribute: startAttribute, relatedBy: .equal, toItem: superview,
                                     attribute: farAttribute, multiplier: k, constant: 0)
                }
                startConstraint.multiplier = k
                startConstraint.constant = start - k * (superLength - insetAfter)
            }
            list.append(startConstraint)

            // The length: fixed, or a share of the superview's.
            let lengthConstraint: LayoutConstraint
            if shares.size == 0 {
                lengthConstraint = generatedConstraint(view, lengthKind, .autoresizing) {
                    LayoutConstraint(item: view, attribute: lengthAttribute, relatedBy: .equal, toItem: nil,
                                     attribute: .notAnAttribute, constant: 0)
                }
                lengthConstraint.constant = length
            } else {
                let k = shares.size
                lengthConstraint = generatedConstraint(view, horizontal ? .arWidthFlexible : .arHeightFlexible, .autoresizing) {
                    LayoutConstraint(item: view, attribute: lengthAttribute, relatedBy: .equal, toItem: superview,
                                     attribute: lengthAttribute, multiplier: k, constant: 0)
                }
                lengthConstraint.multiplier = k
                lengthConstraint.constant = length - k * (superLength - insetBefore - insetAfter)
            }
            list.append(lengthConstraint)
        }
        return list
    }
}
