import Foundation

// Core Graphics' C geometry functions, which current Apple SDKs let Swift
// call again, so real files do (Tracker's text field insets its text with
// `CGRectInset(bounds, 16, 0)`). Linux's Foundation has the CGRect type and
// its methods but none of these functions. Each answers as the method
// Apple's documentation gives as its Swift counterpart (`CGRectInset` is
// `insetBy(dx:dy:)`, and so on), null and infinite rectangles included.

public func CGPointMake(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }
public func CGSizeMake(_ width: CGFloat, _ height: CGFloat) -> CGSize { CGSize(width: width, height: height) }
public func CGVectorMake(_ dx: CGFloat, _ dy: CGFloat) -> CGVector { CGVector(dx: dx, dy: dy) }
public func CGRectMake(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}

public func CGRectGetMinX(_ rect: CGRect) -> CGFloat { rect.minX }
public func CGRectGetMidX(_ rect: CGRect) -> CGFloat { rect.midX }
public func CGRectGetMaxX(_ rect: CGRect) -> CGFloat { rect.maxX }
public func CGRectGetMinY(_ rect: CGRect) -> CGFloat { rect.minY }
public func CGRectGetMidY(_ rect: CGRect) -> CGFloat { rect.midY }
public func CGRectGetMaxY(_ rect: CGRect) -> CGFloat { rect.maxY }
public func CGRectGetWidth(_ rect: CGRect) -> CGFloat { rect.width }
public func CGRectGetHeight(_ rect: CGRect) -> CGFloat { rect.height }

public func CGRectInset(_ rect: CGRect, _ dx: CGFloat, _ dy: CGFloat) -> CGRect { rect.insetBy(dx: dx, dy: dy) }
public func CGRectOffset(_ rect: CGRect, _ dx: CGFloat, _ dy: CGFloat) -> CGRect { rect.offsetBy(dx: dx, dy: dy) }
public func CGRectStandardize(_ rect: CGRect) -> CGRect { rect.standardized }
public func CGRectIntegral(_ rect: CGRect) -> CGRect { rect.integral }
public func CGRectUnion(_ r1: CGRect, _ r2: CGRect) -> CGRect { r1.union(r2) }
public func CGRectIntersection(_ r1: CGRect, _ r2: CGRect) -> CGRect { r1.intersection(r2) }

public func CGRectIsEmpty(_ rect: CGRect) -> Bool { rect.isEmpty }
public func CGRectIsNull(_ rect: CGRect) -> Bool { rect.isNull }
public func CGRectIsInfinite(_ rect: CGRect) -> Bool { rect.isInfinite }
public func CGRectContainsPoint(_ rect: CGRect, _ point: CGPoint) -> Bool { rect.contains(point) }
public func CGRectContainsRect(_ rect1: CGRect, _ rect2: CGRect) -> Bool { rect1.contains(rect2) }
public func CGRectIntersectsRect(_ rect1: CGRect, _ rect2: CGRect) -> Bool { rect1.intersects(rect2) }
public func CGRectEqualToRect(_ rect1: CGRect, _ rect2: CGRect) -> Bool { rect1.equalTo(rect2) }
public func CGPointEqualToPoint(_ point1: CGPoint, _ point2: CGPoint) -> Bool { point1.equalTo(point2) }
public func CGSizeEqualToSize(_ size1: CGSize, _ size2: CGSize) -> Bool { size1.equalTo(size2) }
