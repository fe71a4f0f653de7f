/// A number of bytes as `repos` states sizes in its limits and messages: in binary units, named
/// as the IEC names them (`512 B`, `100 KiB`, `1.9 MiB`, `4 MiB`), one decimal below ten and
/// whole where whole. Help, the man page's LIMITS and every error read sizes from here, so a
/// limit is never "64 MB" in one place and "64 MiB" in another.
public enum ByteSize {
    /// `bytes` in the largest unit it fills.
    public static func describe(_ bytes: Int) -> String {
        let units = ["B", "KiB", "MiB", "GiB", "TiB"]
        var value = Double(max(0, bytes))
        var unit = 0
        while value >= 1024, unit < units.count - 1 {
            value /= 1024
            unit += 1
        }
        let tenths = (value * 10).rounded(.down) / 10
        if unit == 0 || value >= 10 || tenths == tenths.rounded(.down) { return "\(Int(value.rounded(.down))) \(units[unit])" }
        return "\(tenths) \(units[unit])"
    }
}
