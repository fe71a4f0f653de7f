extension Int {
    /// `2,000`: thousands grouped with commas, as people read counts and limits; the one place
    /// digits are grouped (titles, limits, error messages).
    public var grouped: String {
        let digits = String(magnitude)
        var result = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return self < 0 ? "-" + result : result
    }
}
