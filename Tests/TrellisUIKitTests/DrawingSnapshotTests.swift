import SnapshotTesting
import Testing
import TrellisTesting
import TrellisUIKit

/// A sheet of what views draw themselves — a `draw(_:)` chart of paths,
/// arcs and curves, a gradient card with a shape-layer ring and a shadow
/// path, top-rounded corners, rotated and scaled badges — against the
/// reference in __Snapshots__/DrawingSnapshotTests.
@MainActor @Suite(.serialized) struct DrawingSnapshotTests {
    /// Bars, a dashed baseline, a curve through them and a pie slice.
    final class Chart: UIView {
        override func draw(_ rect: CGRect) {
            let values: [CGFloat] = [0.3, 0.7, 0.5, 0.9]
            UIColor.systemBlue.setFill()
            for (index, value) in values.enumerated() {
                let height = (rect.height - 20) * value
                UIBezierPath(roundedRect: CGRect(x: 10 + CGFloat(index) * 24, y: rect.height - 10 - height, width: 16, height: height),
                             byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: 4, height: 4)).fill()
            }
            let baseline = UIBezierPath()
            baseline.move(to: CGPoint(x: 4, y: rect.height - 9.5))
            baseline.addLine(to: CGPoint(x: 110, y: rect.height - 9.5))
            baseline.lineWidth = 1
            baseline.setLineDash([4, 2], count: 2, phase: 0)
            UIColor.label.setStroke()
            baseline.stroke()
            let curve = UIBezierPath()
            curve.move(to: CGPoint(x: 18, y: rect.height - 30))
            curve.addCurve(to: CGPoint(x: 90, y: 20), controlPoint1: CGPoint(x: 40, y: 10), controlPoint2: CGPoint(x: 60, y: 90))
            curve.addQuadCurve(to: CGPoint(x: 110, y: 14), controlPoint: CGPoint(x: 100, y: 0))
            curve.lineWidth = 2
            curve.lineCapStyle = .round
            UIColor.systemOrange.setStroke()
            curve.stroke()
            guard let context = UIGraphicsGetCurrentContext() else { return }
            context.saveGState()
            context.translateBy(x: 150, y: rect.height / 2)
            context.setFillColor(UIColor.systemGreen.cgColor)
            context.move(to: .zero)
            context.addArc(center: .zero, radius: 30, startAngle: 0, endAngle: .pi * 1.5, clockwise: false)
            context.closePath()
            context.fillPath()
            context.setStrokeColor(UIColor.systemRed.cgColor)
            context.setLineWidth(3)
            context.strokeEllipse(in: CGRect(x: -30, y: -30, width: 60, height: 60))
            context.restoreGState()
        }
    }

    private func sheet() -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
        root.backgroundColor = .systemBackground
        let chart = Chart(frame: CGRect(x: 10, y: 10, width: 200, height: 110))
        chart.backgroundColor = .secondarySystemBackground
        root.addSubview(chart)

        let card = UIView(frame: CGRect(x: 10, y: 140, width: 140, height: 90))
        let gradient = CAGradientLayer()
        gradient.colors = [UIColor.systemPurple.cgColor, UIColor.systemTeal.cgColor]
        gradient.startPoint = CGPoint(x: 0, y: 0)
        gradient.endPoint = CGPoint(x: 1, y: 1)
        gradient.frame = card.bounds
        gradient.cornerRadius = 12
        card.layer.insertSublayer(gradient, at: 0)
        card.layer.shadowOpacity = 0.4
        card.layer.shadowRadius = 4
        card.layer.shadowOffset = CGSize(width: 0, height: 3)
        card.layer.shadowPath = UIBezierPath(roundedRect: card.bounds, cornerRadius: 12).cgPath
        let ring = CAShapeLayer()
        ring.path = UIBezierPath(arcCenter: CGPoint(x: 110, y: 45), radius: 18, startAngle: -.pi / 2, endAngle: .pi * 1.5,
                                 clockwise: true).cgPath
        ring.fillColor = nil
        ring.strokeColor = UIColor.white.cgColor
        ring.lineWidth = 5
        ring.lineCap = .round
        ring.strokeEnd = 0.7
        card.layer.addSublayer(ring)
        root.addSubview(card)

        let tab = UIView(frame: CGRect(x: 170, y: 140, width: 140, height: 50))
        tab.backgroundColor = .systemIndigo
        tab.layer.cornerRadius = 16
        tab.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        tab.layer.borderWidth = 2
        tab.layer.borderColor = UIColor.systemYellow.cgColor
        root.addSubview(tab)

        let turned = UILabel(frame: CGRect(x: 190, y: 220, width: 90, height: 24))
        turned.text = "Turned"
        turned.textAlignment = .center
        turned.backgroundColor = .systemPink
        turned.transform = CGAffineTransform(rotationAngle: -.pi / 12)
        root.addSubview(turned)

        let badge = UIView(frame: CGRect(x: 40, y: 250, width: 40, height: 40))
        badge.backgroundColor = .systemRed
        badge.layer.cornerRadius = 20
        badge.transform = CGAffineTransform(scaleX: 0.5, y: 0.5).translatedBy(x: 40, y: 0)
        root.addSubview(badge)
        return root
    }

    @Test(arguments: [false, true])
    func drawingSheet(dark: Bool) {
        let root = sheet()
        root.trellis.traitOverrides = UITraitCollection(userInterfaceStyle: dark ? .dark : .light)
        assertSnapshot(of: root.trellis.layoutView, as: .png(width: 320, height: 300), named: dark ? "dark" : "light",
                       testName: "drawingSheet")
    }
}
