import Layout

/// The visual format language through its public entry point,
/// `LayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`:
/// the bytes up to the first NUL are the format; the four after it, when
/// there, are the options (little-endian). Views: four siblings (a label
/// among them), a guide, and a view with no superview. Constraints that
/// parse are activated and laid out.
enum VisualFormatTarget {
    static let target = FuzzTarget(name: "vfl", summary: "visual format lines: LayoutConstraint.constraints(withVisualFormat:)") { bytes in
        let end = bytes.firstIndex(of: 0) ?? bytes.count
        let format = String(decoding: bytes[..<end], as: UTF8.self)
        var options: UInt = 0
        for (shift, byte) in bytes.dropFirst(end + 1).prefix(4).enumerated() { options |= UInt(byte) << (8 * shift) }

        let root = View(name: "root")
        root.frame = Rect(x: 0, y: 0, width: 320, height: 480)
        let a = View(name: "a"), b = View(name: "b"), c = View(name: "c"), label = Label(text: "Hello")
        let guide = LayoutGuide(identifier: "guide")
        let orphan = View(name: "orphan")
        for view in [a, b, c, label] { view.translatesAutoresizingMaskIntoConstraints = false; root.addSubview(view) }
        root.addLayoutGuide(guide)
        let views: [String: LayoutItem] = ["a": a, "b": b, "c": c, "label": label, "guide": guide, "orphan": orphan]
        let metrics: [String: Double] = ["gap": 8.0, "wide": 120, "big": 1_000_000, "tiny": -1_000_000]
        do {
            let constraints = try LayoutConstraint.constraints(
                withVisualFormat: format, options: LayoutConstraint.FormatOptions(rawValue: options),
                metrics: metrics, views: views)
            LayoutConstraint.activate(constraints)
            root.layoutIfNeeded()
        } catch let error as VisualFormatError {
            guard error.position >= 0, error.position <= format.count, !error.message.isEmpty, error.format == format else {
                finding("an error that points outside the format (\(format.count) characters): \(error)")
            }
        } catch {
            finding("an error that is not a VisualFormatError: \(error)")
        }
    }
}
