import Layout

/// A page's content stream (ISO 32000-1, 8 and A.2) turned into Layout's
/// recorded ``Layout/Drawing``, which Render paints with cairo: the
/// graphics state (`q Q cm`, `w J j M d`, `gs` with its line settings and
/// constant alphas), paths (`m l c v y h re`), painting (`f F f* S s B B* b
/// b* n`), clipping (`W W*`), colours (`g G rg RG k K cs CS sc scn SC SCN`,
/// device and ICC-based spaces) and form XObjects (`Do`). Text, images,
/// shadings, patterns and soft masks are left out, each kind named once in
/// ``skipped``; nothing the stream holds makes it trap.
struct PDFContentInterpreter {
    let file: PDFFile
    private(set) var drawing = Drawing()
    /// What was left out, each once, in the order met ("text", "images"…).
    private(set) var skipped: [String] = []

    private var state = PDFGraphicsState()
    private var saved: [PDFGraphicsState] = []
    private var path = Path()
    private var pendingClip: Bool?  // even-odd when true; set by W/W*, applied by the painting operator
    private var current: Point?
    private var subpathStart: Point?
    /// How many form XObjects deep (a form drawing itself is stopped).
    private var formDepth = 0

    init(file: PDFFile) { self.file = file }

    /// Runs `content` with `resources` (the page's, or a form's).
    mutating func run(_ content: [UInt8], resources: [String: PDFObject]) {
        var scanner = PDFScanner(bytes: content)
        var operands: [PDFObject] = []
        while true {
            scanner.skipWhiteSpaceAndComments()
            guard !scanner.atEnd else { break }
            let before = scanner.position
            if let token = scanner.readToken(), case let .keyword(word) = token, word != "[", word != "<<" {
                if word == "BI" {
                    skip("images")
                    skipInlineImage(&scanner)
                } else {
                    perform(word, operands, resources: resources)
                }
                operands.removeAll(keepingCapacity: true)
                continue
            }
            scanner.position = before
            guard let operand = scanner.readObject() else {
                // Something no operator or operand starts with (a stray `]`, `>>`…): stepped over.
                scanner.position = max(before + 1, scanner.position)
                continue
            }
            operands.append(operand)
            if operands.count > 64 { operands.removeFirst() }
        }
        while !saved.isEmpty { restore() }
    }

    private mutating func skip(_ kind: String) {
        if !skipped.contains(kind) { skipped.append(kind) }
    }

    /// An inline image's data runs to `EI` after white space: stepped over unread.
    private func skipInlineImage(_ scanner: inout PDFScanner) {
        let bytes = scanner.bytes
        var index = scanner.position
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "E"), bytes[index + 1] == UInt8(ascii: "I"), index > 0,
               PDFScanner.isWhiteSpace(bytes[index - 1]), index + 2 == bytes.count || !PDFScanner.isRegular(bytes[index + 2]) {
                scanner.position = index + 2
                return
            }
            index += 1
        }
        scanner.position = bytes.count
    }

    // MARK: Operators

    private mutating func perform(_ op: String, _ operands: [PDFObject], resources: [String: PDFObject]) {
        let numbers = operands.compactMap(\.number)
        func point(_ offset: Int) -> Point? {
            numbers.count >= offset + 2 ? Point(x: numbers[offset], y: numbers[offset + 1]) : nil
        }
        switch op {
        // The graphics state.
        case "q": save()
        case "Q": restore()
        case "cm":
            guard numbers.count == 6 else { return }
            let matrix = AffineMatrix(a: numbers[0], b: numbers[1], c: numbers[2], d: numbers[3], tx: numbers[4], ty: numbers[5])
            if matrix.isFinite { drawing.commands.append(.concatenate(matrix)) }
        case "w": if let width = numbers.last, width >= 0 { state.style.lineWidth = width }
        case "J": if let cap = numbers.last { state.style.lineCap = cap == 1 ? .round : cap == 2 ? .square : .butt }
        case "j": if let join = numbers.last { state.style.lineJoin = join == 1 ? .round : join == 2 ? .bevel : .miter }
        case "M": if let limit = numbers.last, limit >= 1 { state.style.miterLimit = limit }
        case "d":
            guard operands.count == 2, let lengths = operands[0].array?.compactMap(\.number), let phase = operands[1].number else { return }
            setDash(lengths, phase: phase)
        case "gs": if let name = operands.last?.name { applyExtGState(named: name, resources: resources) }
        case "i", "ri": break  // flatness and rendering intent: nothing to draw differently

        // Paths.
        case "m": if let p = point(0), numbers.count == 2 { moveTo(p) }
        case "l": if let p = point(0), numbers.count == 2, current != nil { path.addLine(to: p); current = p }
        case "c":
            guard numbers.count == 6, current != nil else { return }
            let p = Point(x: numbers[4], y: numbers[5])
            path.addCurve(to: p, control1: Point(x: numbers[0], y: numbers[1]), control2: Point(x: numbers[2], y: numbers[3]))
            current = p
        case "v":
            guard numbers.count == 4, let from = current else { return }
            let p = Point(x: numbers[2], y: numbers[3])
            path.addCurve(to: p, control1: from, control2: Point(x: numbers[0], y: numbers[1]))
            current = p
        case "y":
            guard numbers.count == 4, current != nil else { return }
            let p = Point(x: numbers[2], y: numbers[3])
            path.addCurve(to: p, control1: Point(x: numbers[0], y: numbers[1]), control2: p)
            current = p
        case "h":
            guard current != nil else { return }
            path.close()
            current = subpathStart
        case "re":
            guard numbers.count == 4 else { return }
            let (x, y, w, h) = (numbers[0], numbers[1], numbers[2], numbers[3])
            moveTo(Point(x: x, y: y))
            path.addLine(to: Point(x: x + w, y: y))
            path.addLine(to: Point(x: x + w, y: y + h))
            path.addLine(to: Point(x: x, y: y + h))
            path.close()
            current = Point(x: x, y: y)

        // Painting and clipping.
        case "f", "F": paint(stroke: false, evenOdd: false, fills: true)
        case "f*": paint(stroke: false, evenOdd: true, fills: true)
        case "S": paint(stroke: true, evenOdd: false, fills: false)
        case "s": closeThenPaint(stroke: true, fills: false, evenOdd: false)
        case "B": paint(stroke: true, evenOdd: false, fills: true)
        case "B*": paint(stroke: true, evenOdd: true, fills: true)
        case "b": closeThenPaint(stroke: true, fills: true, evenOdd: false)
        case "b*": closeThenPaint(stroke: true, fills: true, evenOdd: true)
        case "n": paint(stroke: false, evenOdd: false, fills: false)
        case "W": pendingClip = false
        case "W*": pendingClip = true

        // Colours.
        case "g": setColor(numbers, space: .gray, stroke: false)
        case "G": setColor(numbers, space: .gray, stroke: true)
        case "rg": setColor(numbers, space: .rgb, stroke: false)
        case "RG": setColor(numbers, space: .rgb, stroke: true)
        case "k": setColor(numbers, space: .cmyk, stroke: false)
        case "K": setColor(numbers, space: .cmyk, stroke: true)
        case "cs", "CS":
            guard let name = operands.last?.name else { return }
            let space = colorSpace(named: name, resources: resources)
            if case let .unsupported(kind) = space { skip(kind) }
            // Choosing a space sets its initial colour: black (ISO 32000-1, 8.6.5.8 and table 74).
            let black = space == .cmyk ? [0, 0, 0, 1] : Array(repeating: 0.0, count: max(1, space.componentCount))
            setColor(black, space: space, stroke: op == "CS")
        case "sc", "scn": setColor(numbers, space: state.fillSpace, stroke: false)
        case "SC", "SCN": setColor(numbers, space: state.strokeSpace, stroke: true)

        // What Trellis does not draw.
        case "BT", "ET", "Tj", "TJ", "'", "\"", "Tf", "Td", "TD", "Tm", "T*", "Tc", "Tw", "Tz", "TL", "Tr", "Ts":
            skip("text")
        case "sh": skip("shadings")
        case "Do": if let name = operands.last?.name { drawXObject(named: name, resources: resources) }
        case "d0", "d1", "BX", "EX", "MP", "DP", "BMC", "BDC", "EMC": break  // glyph widths and marked content: no ink
        default: break  // an operator no writer uses in a drawing: ignored, as readers do
        }
    }

    private mutating func moveTo(_ p: Point) {
        path.move(to: p)
        current = p
        subpathStart = p
    }

    private mutating func save() {
        saved.append(state)
        drawing.commands.append(.saveState)
    }

    private mutating func restore() {
        guard let previous = saved.popLast() else { return }
        state = previous
        drawing.commands.append(.restoreState)
    }

    private mutating func setDash(_ lengths: [Double], phase: Double) {
        // A dash of no length (all zeros) is a solid line, as an empty array is.
        let usable = lengths.allSatisfy { $0 >= 0 } && lengths.contains { $0 > 0 }
        state.style.dashes = usable ? lengths : []
        state.style.dashPhase = usable ? phase : 0
    }

    private mutating func setColor(_ components: [Double], space: PDFGraphicsState.ColorSpace, stroke: Bool) {
        if stroke { state.strokeSpace = space } else { state.fillSpace = space }
        guard let color = space.color(components) else { return }
        if stroke { state.stroke = color } else { state.fill = color }
    }

    private mutating func closeThenPaint(stroke: Bool, fills: Bool, evenOdd: Bool) {
        if current != nil { path.close() }
        paint(stroke: stroke, evenOdd: evenOdd, fills: fills)
    }

    /// Fills and/or strokes the path, then clips to it when `W`/`W*` came
    /// before, and starts a new path (as every painting operator does).
    private mutating func paint(stroke: Bool, evenOdd: Bool, fills: Bool) {
        if !path.elements.isEmpty {
            if fills { drawing.commands.append(.fill(path, state.fillColor(), evenOdd: evenOdd)) }
            if stroke { drawing.commands.append(.stroke(path, state.strokeColor(), state.style)) }
        }
        if let evenOddClip = pendingClip { drawing.commands.append(.clip(path, evenOdd: evenOddClip)) }
        pendingClip = nil
        path = Path()
        current = nil
        subpathStart = nil
    }

    // MARK: Resources

    private func resource(_ category: String, _ name: String, in resources: [String: PDFObject]) -> PDFObject? {
        file.resolve(file.resolve(resources[category])?[name])
    }

    /// A named colour space of the resources, or a device space by name.
    private func colorSpace(named name: String, resources: [String: PDFObject]) -> PDFGraphicsState.ColorSpace {
        switch name {
        case "DeviceGray", "G", "CalGray": return .gray
        case "DeviceRGB", "RGB", "CalRGB": return .rgb
        case "DeviceCMYK", "CMYK": return .cmyk
        case "Pattern": return .unsupported("patterns")
        default: break
        }
        guard let space = resource("ColorSpace", name, in: resources) else { return .unsupported("colour spaces it does not define") }
        if let device = space.name { return colorSpace(named: device, resources: [:]) }
        guard let items = space.array, let family = file.resolve(items.first)?.name else { return .unsupported("colour spaces") }
        switch family {
        case "ICCBased":
            // An ICC profile's colours taken as the device space of its component count (no colour management).
            switch file.resolve(file.resolve(items.count > 1 ? items[1] : nil)?["N"])?.number {
            case 1: return .gray
            case 4: return .cmyk
            default: return .rgb
            }
        case "CalGray": return .gray
        case "CalRGB": return .rgb
        case "Pattern": return .unsupported("patterns")
        default: return .unsupported("\(family) colours")
        }
    }

    /// `gs`: line settings and the constant alphas (`/CA`, `/ca`); a soft mask is left out.
    private mutating func applyExtGState(named name: String, resources: [String: PDFObject]) {
        guard let entries = resource("ExtGState", name, in: resources)?.dictionary else { return }
        func number(_ key: String) -> Double? { file.resolve(entries[key])?.number }
        if let alpha = number("CA") { state.strokeAlpha = max(0, min(1, alpha)) }
        if let alpha = number("ca") { state.fillAlpha = max(0, min(1, alpha)) }
        if let width = number("LW"), width >= 0 { state.style.lineWidth = width }
        if let cap = number("LC") { state.style.lineCap = cap == 1 ? .round : cap == 2 ? .square : .butt }
        if let join = number("LJ") { state.style.lineJoin = join == 1 ? .round : join == 2 ? .bevel : .miter }
        if let limit = number("ML"), limit >= 1 { state.style.miterLimit = limit }
        if let dash = file.resolve(entries["D"])?.array, dash.count == 2,
           let lengths = file.resolve(dash[0])?.array?.compactMap({ file.resolve($0)?.number }), let phase = file.resolve(dash[1])?.number {
            setDash(lengths, phase: phase)
        }
        if let mask = file.resolve(entries["SMask"]), mask.name != "None" { skip("soft masks") }
        if let blend = file.resolve(entries["BM"])?.name, blend != "Normal", blend != "Compatible" { skip("blend modes") }
    }

    /// `Do`: a form XObject drawn through its matrix inside its bounding
    /// box with its own resources (as a group, but without group
    /// transparency); an image is left out.
    private mutating func drawXObject(named name: String, resources: [String: PDFObject]) {
        guard let object = resource("XObject", name, in: resources), let entries = object.dictionary else { return }
        guard file.resolve(entries["Subtype"])?.name == "Form" else {
            skip("images")
            return
        }
        guard formDepth < 16, let content = try? file.decodedData(of: object) else { return }
        save()
        if let m = file.resolve(entries["Matrix"])?.array?.compactMap({ file.resolve($0)?.number }), m.count == 6 {
            let matrix = AffineMatrix(a: m[0], b: m[1], c: m[2], d: m[3], tx: m[4], ty: m[5])
            if matrix.isFinite { drawing.commands.append(.concatenate(matrix)) }
        }
        if let box = file.resolve(entries["BBox"])?.array?.compactMap({ file.resolve($0)?.number }), box.count == 4 {
            let rect = Rect(x: min(box[0], box[2]), y: min(box[1], box[3]), width: abs(box[2] - box[0]), height: abs(box[3] - box[1]))
            drawing.commands.append(.clip(Path(rect: rect), evenOdd: false))
        }
        let outerPath = path, outerCurrent = current, outerStart = subpathStart, outerClip = pendingClip
        let outerSaved = saved
        path = Path(); current = nil; subpathStart = nil; pendingClip = nil; saved = []
        formDepth += 1
        run(content, resources: file.resolve(entries["Resources"])?.dictionary ?? resources)
        formDepth -= 1
        saved = outerSaved
        path = outerPath; current = outerCurrent; subpathStart = outerStart; pendingClip = outerClip
        restore()
    }
}
