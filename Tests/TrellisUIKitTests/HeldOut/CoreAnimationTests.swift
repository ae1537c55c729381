import Testing
@testable import TrellisUIKit

/// Core Animation recorded, not run (docs/uikit.md, "Core Animation"):
/// the layer keeps its animations, the delegate hears the start at `add`
/// and an unfinished stop at removal, a transaction's completion runs at
/// `commit()`, and the model values are what is drawn.
@MainActor @Suite struct CoreAnimationTests {
    final class Listener: CAAnimationDelegate {
        var heard: [String] = []
        func animationDidStart(_ anim: CAAnimation) { heard.append("start \((anim as? CABasicAnimation)?.keyPath ?? "")") }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
            heard.append("stop \((anim as? CABasicAnimation)?.keyPath ?? "") \(flag)")
        }
    }

    @Test func layerRecordsItsAnimations() {
        let layer = CALayer()
        #expect(layer.animationKeys() == nil)
        let listener = Listener()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 0.4
        fade.delegate = listener
        layer.opacity = 0.5
        layer.add(fade, forKey: "fade")
        let move = CABasicAnimation(keyPath: "position")
        move.delegate = listener
        layer.add(move, forKey: "move")
        #expect(layer.animationKeys() == ["fade", "move"])
        #expect(layer.animation(forKey: "fade") === fade)
        #expect(layer.opacity == 0.5)  // the model value, not the animation's
        let other = CABasicAnimation(keyPath: "opacity")
        layer.add(other, forKey: "fade")  // replaces, and stops, the first
        #expect(layer.animationKeys() == ["move", "fade"])
        layer.removeAnimation(forKey: "move")
        #expect(listener.heard == ["start opacity", "start position", "stop opacity false", "stop position false"])
        layer.removeAllAnimations()
        #expect(layer.animationKeys() == nil)
        #expect(layer.animation(forKey: "fade") == nil)
    }

    /// UIKit's named curves' control points (Apple's CAMediaTimingFunction
    /// documentation: ease in (0.42, 0, 1, 1), ease out (0, 0, 0.58, 1)).
    @Test func timingFunctionsAndGroups() {
        #expect(CAMediaTimingFunction(name: .easeIn).controlPoints == [0.42, 0, 1, 1])
        #expect(CAMediaTimingFunction(name: .easeOut).controlPoints == [0, 0, 0.58, 1])
        let keyframes = CAKeyframeAnimation(keyPath: "transform.scale")
        keyframes.values = [1, 1.2, 1]
        let group = CAAnimationGroup()
        group.animations = [keyframes, CABasicAnimation(keyPath: "opacity")]
        #expect(group.animations?.count == 2)
        #expect(keyframes.keyPath == "transform.scale")
        #expect(group.isRemovedOnCompletion && group.fillMode == .removed)
    }

    /// The completion block runs at its transaction's `commit()`, the inner
    /// one's at the inner commit; settings nest; outside a transaction a
    /// completion runs at once.
    @Test func transactionCompletionRunsAtCommit() {
        var ran: [String] = []
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        CATransaction.setAnimationDuration(1)
        CATransaction.setCompletionBlock { ran.append("outer") }
        CATransaction.begin()
        #expect(CATransaction.disableActions())
        CATransaction.setAnimationDuration(2)
        CATransaction.setCompletionBlock { ran.append("inner") }
        #expect(ran.isEmpty)
        CATransaction.commit()
        #expect(ran == ["inner"])
        #expect(CATransaction.animationDuration() == 1)
        CATransaction.commit()
        #expect(ran == ["inner", "outer"])
        #expect(!CATransaction.disableActions())
        #expect(CATransaction.animationDuration() == 0.25)
        CATransaction.setCompletionBlock { ran.append("now") }
        #expect(ran.last == "now")
    }
}
