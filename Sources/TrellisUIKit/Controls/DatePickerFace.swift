import Foundation
import Layout

/// A date picker's sizes (docs/uikit-numbers.md, "UIDatePicker"; the
/// wheels' 320 × 216 from the frame UIKit gives a picker made with no
/// size, the rest UNSOURCED: Apple publishes none).
enum DatePickerMetrics {
    // The wheels are a picker's (`PickerMetrics`): one size, row, font
    // and band for both, as UIKit's date picker in the wheels style is
    // drawn like a `UIPickerView`.
    static let wheelsSize = PickerMetrics.size
    static let wheelRowHeight = PickerMetrics.rowHeight
    static let wheelFontSize = PickerMetrics.titleFontSize
    static let wheelColumnGap: CGFloat = 16
    static let bandInset = PickerMetrics.bandInset
    static let bandCornerRadius = PickerMetrics.bandCornerRadius

    static let pillHeight: CGFloat = 34
    static let pillPadding: CGFloat = 11
    static let pillCornerRadius: CGFloat = 6
    static let pillGap: CGFloat = 6
    static let pillFontSize: CGFloat = 17

    static let inlineWidth: CGFloat = 320
    static let headerHeight: CGFloat = 44
    static let weekdayHeight: CGFloat = 20
    static let dayRowHeight: CGFloat = 44
    /// Six week rows whatever the month, so the calendar keeps its height.
    static let weekRows = 6
    static let dayFontSize: CGFloat = 20
    static let selectedDayDiameter: CGFloat = 40
    static let timeRowHeight: CGFloat = 44
    static let sideInset: CGFloat = 16
    /// Apple: a count-down timer's longest duration, 23:59 (86,399 seconds).
    static let longestCountDown: TimeInterval = 86_399
}

/// What a date picker shows, made again each time its date, mode, style or
/// bounds change: labels and shapes placed by frames in `layoutSubviews`.
final class DatePickerFace: UIView {
    private unowned let picker: UIDatePicker
    private(set) var naturalSize: CGSize = .zero
    /// Places the parts in the face's bounds.
    private var place: (CGRect) -> Void = { _ in }

    init(picker: UIDatePicker) {
        self.picker = picker
        super.init(frame: .zero)
        switch picker.datePickerStyle {
        case .wheels: buildWheels()
        case .inline where picker.datePickerMode != .time: buildInline()
        default: buildCompact()
        }
    }

    required init?(coder: NSCoder) { fatalError("a date picker's face is made in code") }

    override func layoutSubviews() {
        super.layoutSubviews()
        place(bounds)
    }

    private func label(_ text: String, size: CGFloat, weight: UIFont.Weight = .regular, color: UIColor = .label) -> UILabel {
        let made = UILabel()
        made.text = text
        made.font = .systemFont(ofSize: size, weight: weight)
        made.textColor = color
        made.textAlignment = .center
        addSubview(made)
        return made
    }

    // MARK: Compact: one pill per part (date, time)

    private func buildCompact() {
        let mode = picker.datePickerMode
        var texts: [String] = []
        if mode != .time {
            texts.append(picker.formatter { $0.dateStyle = .medium; $0.timeStyle = .none }.string(from: picker.date))
        }
        if mode != .date {
            texts.append(picker.formatter { $0.dateStyle = .none; $0.timeStyle = .short }.string(from: picker.date))
        }
        let pills = texts.map { text -> (UIView, UILabel) in
            let pill = UIView()
            pill.backgroundColor = .tertiarySystemFill
            pill.layer.cornerRadius = DatePickerMetrics.pillCornerRadius
            pill.accessibilityIdentifier = "DatePickerPill"
            addSubview(pill)
            return (pill, label(text, size: DatePickerMetrics.pillFontSize))
        }
        let widths = pills.map { ($0.1.intrinsicContentSize.width + 2 * DatePickerMetrics.pillPadding).rounded(.up) }
        let total = widths.reduce(0, +) + DatePickerMetrics.pillGap * CGFloat(max(pills.count - 1, 0))
        naturalSize = CGSize(width: total, height: DatePickerMetrics.pillHeight)
        let alignment = picker.effectiveContentHorizontalAlignment
        place = { bounds in
            var x: CGFloat
            switch alignment {
            case .left: x = bounds.minX
            case .right: x = bounds.maxX - total
            default: x = bounds.midX - total / 2
            }
            let y = bounds.midY - DatePickerMetrics.pillHeight / 2
            for ((pill, text), width) in zip(pills, widths) {
                pill.frame = CGRect(x: x, y: y, width: width, height: DatePickerMetrics.pillHeight)
                text.frame = pill.frame
                x += width + DatePickerMetrics.pillGap
            }
        }
    }

    // MARK: Inline: a month calendar (and a time row)

    private func buildInline() {
        let calendar = picker.pickerCalendar
        let date = picker.date
        let tint = picker.tintColor ?? .systemBlue
        let month = calendar.dateInterval(of: .month, for: date) ?? DateInterval(start: date, duration: 0)
        let title = label(picker.formatter { $0.setLocalizedDateFormatFromTemplate("MMMMy") }.string(from: date),
                          size: 17, weight: .semibold)
        title.textAlignment = .natural
        let previous = DatePickerChevron(pointsForward: false, color: tint)
        let next = DatePickerChevron(pointsForward: true, color: tint)
        addSubview(previous)
        addSubview(next)

        // Weekday initials from the calendar's first weekday, as the calendar shows them.
        let symbols = calendar.shortStandaloneWeekdaySymbols
        let weekdays = (0..<7).map { offset in
            label(symbols[(calendar.firstWeekday - 1 + offset) % 7].uppercased(), size: 13, weight: .semibold, color: .tertiaryLabel)
        }

        // The month's days in week rows; the first row starts at the first weekday.
        let firstWeekday = calendar.component(.weekday, from: month.start)
        let leading = (firstWeekday - calendar.firstWeekday + 7) % 7
        let dayCount = calendar.range(of: .day, in: .month, for: date)?.count ?? 30
        let selectedDay = calendar.component(.day, from: date)
        var selection: UIView?
        var days: [(UILabel, Int)] = []
        for day in 1...dayCount {
            let isSelected = day == selectedDay
            if isSelected {
                let circle = UIView()
                circle.backgroundColor = tint.withAlphaComponent(0.12)
                circle.layer.cornerRadius = DatePickerMetrics.selectedDayDiameter / 2
                circle.accessibilityIdentifier = "DatePickerSelectedDay"
                addSubview(circle)
                selection = circle
            }
            let text = label(String(day), size: DatePickerMetrics.dayFontSize, weight: isSelected ? .semibold : .regular,
                             color: isSelected ? tint : (enabled(day: day, in: month.start, calendar: calendar) ? .label : .tertiaryLabel))
            days.append((text, leading + day - 1))
        }
        var timePill: (UIView, UILabel, CGFloat)?
        var timeTitle: UILabel?
        if picker.datePickerMode == .dateAndTime {
            timeTitle = label(NSLocalizedString("Time", comment: "The inline date picker's time row"), size: 17)
            let pill = UIView()
            pill.backgroundColor = .tertiarySystemFill
            pill.layer.cornerRadius = DatePickerMetrics.pillCornerRadius
            pill.accessibilityIdentifier = "DatePickerPill"
            addSubview(pill)
            let text = label(picker.formatter { $0.dateStyle = .none; $0.timeStyle = .short }.string(from: date), size: DatePickerMetrics.pillFontSize)
            timePill = (pill, text, (text.intrinsicContentSize.width + 2 * DatePickerMetrics.pillPadding).rounded(.up))
        }
        let calendarHeight = DatePickerMetrics.headerHeight + DatePickerMetrics.weekdayHeight
            + CGFloat(DatePickerMetrics.weekRows) * DatePickerMetrics.dayRowHeight
        naturalSize = CGSize(width: DatePickerMetrics.inlineWidth,
                             height: calendarHeight + (timePill == nil ? 0 : DatePickerMetrics.timeRowHeight))
        let inset = DatePickerMetrics.sideInset
        place = { bounds in
            let header = DatePickerMetrics.headerHeight
            let titleWidth = title.intrinsicContentSize.width
            title.frame = CGRect(x: bounds.minX + inset, y: bounds.minY, width: titleWidth, height: header)
            previous.frame = CGRect(x: bounds.maxX - inset - 2 * header, y: bounds.minY, width: header, height: header)
            next.frame = CGRect(x: bounds.maxX - inset - header, y: bounds.minY, width: header, height: header)
            let column = (bounds.width - 2 * inset) / 7
            for (index, weekday) in weekdays.enumerated() {
                weekday.frame = CGRect(x: bounds.minX + inset + CGFloat(index) * column, y: bounds.minY + header,
                                       width: column, height: DatePickerMetrics.weekdayHeight)
            }
            let top = bounds.minY + header + DatePickerMetrics.weekdayHeight
            for (text, cell) in days {
                let frame = CGRect(x: bounds.minX + inset + CGFloat(cell % 7) * column,
                                   y: top + CGFloat(cell / 7) * DatePickerMetrics.dayRowHeight,
                                   width: column, height: DatePickerMetrics.dayRowHeight)
                text.frame = frame
                if cell == leading + selectedDay - 1, let selection {
                    let diameter = DatePickerMetrics.selectedDayDiameter
                    selection.frame = CGRect(x: frame.midX - diameter / 2, y: frame.midY - diameter / 2, width: diameter, height: diameter)
                }
            }
            if let (pill, text, width) = timePill, let timeTitle {
                let rowY = bounds.minY + calendarHeight
                timeTitle.frame = CGRect(x: bounds.minX + inset, y: rowY, width: timeTitle.intrinsicContentSize.width,
                                         height: DatePickerMetrics.timeRowHeight)
                pill.frame = CGRect(x: bounds.maxX - inset - width,
                                    y: rowY + (DatePickerMetrics.timeRowHeight - DatePickerMetrics.pillHeight) / 2,
                                    width: width, height: DatePickerMetrics.pillHeight)
                text.frame = pill.frame
            }
        }
    }

    /// Whether a day of the shown month can be picked (within the bounds).
    private func enabled(day: Int, in monthStart: Date, calendar: Calendar) -> Bool {
        guard let start = calendar.date(byAdding: .day, value: day - 1, to: monthStart),
              let end = calendar.date(byAdding: .day, value: 1, to: start) else { return true }
        if let low = picker.minimumDate, let high = picker.maximumDate, low > high { return true }
        if let low = picker.minimumDate, end <= low { return false }
        if let high = picker.maximumDate, start > high { return false }
        return true
    }

    // MARK: Wheels: columns of values, the chosen row in a band

    private func buildWheels() {
        let band = UIView()
        band.backgroundColor = .tertiarySystemFill
        band.layer.cornerRadius = DatePickerMetrics.bandCornerRadius
        band.accessibilityIdentifier = "DatePickerBand"
        addSubview(band)
        let columns = wheelColumns().map { rows in
            rows.map { offset, text in
                (offset, label(text, size: DatePickerMetrics.wheelFontSize, color: offset == 0 ? .label : .tertiaryLabel))
            }
        }
        let widths = columns.map { rows in rows.map { $0.1.intrinsicContentSize.width }.max() ?? 0 }
        let total = widths.reduce(0, +) + DatePickerMetrics.wheelColumnGap * CGFloat(max(columns.count - 1, 0))
        naturalSize = DatePickerMetrics.wheelsSize
        place = { bounds in
            let row = DatePickerMetrics.wheelRowHeight
            band.frame = CGRect(x: bounds.minX + DatePickerMetrics.bandInset, y: bounds.midY - row / 2,
                                width: bounds.width - 2 * DatePickerMetrics.bandInset, height: row)
            var x = bounds.midX - total / 2
            for (rows, width) in zip(columns, widths) {
                for (offset, text) in rows {
                    text.frame = CGRect(x: x, y: bounds.midY - row / 2 + CGFloat(offset) * row, width: width, height: row)
                }
                x += width + DatePickerMetrics.wheelColumnGap
            }
        }
    }

    /// Each wheel's rows as (offset from the chosen row, text), three each
    /// side: what a 216-point wheel shows of rows 32 points tall.
    private func wheelColumns() -> [[(Int, String)]] {
        let calendar = picker.pickerCalendar
        let date = picker.date
        let offsets = -3...3
        func column(_ component: Calendar.Component, step: Int = 1, template: String) -> [(Int, String)] {
            let formatter = picker.formatter { $0.setLocalizedDateFormatFromTemplate(template) }
            return offsets.compactMap { offset in
                calendar.date(byAdding: component, value: offset * step, to: date).map { (offset, formatter.string(from: $0)) }
            }
        }
        func dayPeriod() -> [(Int, String)] {
            let formatter = picker.formatter { _ in }
            let isPM = calendar.component(.hour, from: date) >= 12
            return isPM ? [(-1, formatter.amSymbol), (0, formatter.pmSymbol)] : [(0, formatter.amSymbol), (1, formatter.pmSymbol)]
        }
        let uses12Hour = (DateFormatter.dateFormat(fromTemplate: "j", options: 0, locale: picker.locale ?? Locale.current) ?? "").contains("a")
        let time = [column(.hour, template: uses12Hour ? "h" : "HH"), column(.minute, step: picker.minuteInterval, template: "mm")]
            + (uses12Hour ? [dayPeriod()] : [])
        switch picker.datePickerMode {
        case .time:
            return time
        case .dateAndTime:
            return [column(.day, template: "EEEMMMd")] + time
        case .countDownTimer:
            let minutes = Int(picker.countDownDuration / 60)
            let hours = offsets.compactMap { offset -> (Int, String)? in
                let value = minutes / 60 + offset
                return (0...23).contains(value) ? (offset, "\(value) \(value == 1 ? "hour" : "hours")") : nil
            }
            let mins = offsets.compactMap { offset -> (Int, String)? in
                let value = minutes % 60 + offset * picker.minuteInterval
                return (0...59).contains(value) ? (offset, "\(value) min") : nil
            }
            return [hours, mins]
        case .yearAndMonth:
            return ordered(month: column(.month, template: "MMMM"), day: nil, year: column(.year, template: "y"))
        case .date:
            return ordered(month: column(.month, template: "MMMM"), day: column(.day, template: "d"), year: column(.year, template: "y"))
        }
    }

    /// The date wheels in the locale's order (month day year in English,
    /// day month year in most of Europe, year month day in East Asia).
    private func ordered(month: [(Int, String)], day: [(Int, String)]?, year: [(Int, String)]) -> [[(Int, String)]] {
        let pattern = DateFormatter.dateFormat(fromTemplate: "MMMMdy", options: 0, locale: picker.locale ?? Locale.current) ?? "MMMM d y"
        func position(_ letter: Character) -> Int { pattern.firstIndex(of: letter).map { pattern.distance(from: pattern.startIndex, to: $0) } ?? 0 }
        var wheels: [(Int, [(Int, String)])] = [(position("M"), month), (position("y"), year)]
        if let day { wheels.append((position("d"), day)) }
        return wheels.sorted { $0.0 < $1.0 }.map(\.1)
    }
}

/// The inline calendar's month arrows, drawn in the tint.
final class DatePickerChevron: UIView {
    let pointsForward: Bool
    let color: UIColor

    init(pointsForward: Bool, color: UIColor) {
        self.pointsForward = pointsForward
        self.color = color
        super.init(frame: .zero)
        backgroundColor = .clear
        accessibilityIdentifier = pointsForward ? "NextMonth" : "PreviousMonth"
    }

    required init?(coder: NSCoder) { fatalError("a date picker's arrow is made in code") }

    override func draw(_ rect: CGRect) {
        let arm: CGFloat = 6, tip = pointsForward ? bounds.midX + 3 : bounds.midX - 3
        let back = pointsForward ? tip - arm : tip + arm
        let path = UIBezierPath()
        path.move(to: CGPoint(x: back, y: bounds.midY - arm))
        path.addLine(to: CGPoint(x: tip, y: bounds.midY))
        path.addLine(to: CGPoint(x: back, y: bounds.midY + arm))
        path.lineWidth = 2.5
        color.setStroke()
        path.stroke()
    }
}
