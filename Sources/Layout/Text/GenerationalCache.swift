/// A bounded cache in two generations: new answers go into the latest;
/// when it is full it becomes the older one (the one before is dropped);
/// an answer found in the older generation moves back to the latest. What
/// was used within the last `limit` insertions is always kept, and at most
/// `2 × limit` answers are held.
struct GenerationalCache<Key: Hashable, Value> {
    let limit: Int
    private var latest: [Key: Value] = [:]
    private var older: [Key: Value] = [:]

    init(limit: Int) { self.limit = max(1, limit) }

    mutating func value(for key: Key) -> Value? {
        if let value = latest[key] { return value }
        guard let value = older[key] else { return nil }
        insert(value, for: key)
        return value
    }

    mutating func insert(_ value: Value, for key: Key) {
        if latest.count >= limit {
            older = latest
            latest = [:]
        }
        latest[key] = value
    }

    mutating func removeAll() {
        latest = [:]
        older = [:]
    }
}
