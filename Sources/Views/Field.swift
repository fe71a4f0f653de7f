/// One field of a listing's rows, declared once for every text format: its key (the CSV header
/// and the README's name for it), how TSV and CSV write it, and how the table shows it.
///
/// A list view is an array of columns; table, TSV and CSV are drawn from that one array, so TSV
/// and CSV carry the same fields in the same order, and the table the same fields that have a
/// table form, in that order.
public struct Field<Row>: Sendable {
    /// The field's name: the CSV header.
    public let key: String
    /// What the field holds, for the README.
    public let meaning: String
    /// The field as TSV and CSV write it: whole, dates in ISO 8601.
    public let value: @Sendable (Row) -> String
    /// The table's column and cell, or nil when the table shows the field some other way (a
    /// repository's flags are marks on its description).
    public let table: (column: TextTable.Column, cell: @Sendable (Row) -> TextTable.Cell)?

    /// Creates a field.
    public init(
        _ key: String, meaning: String, value: @escaping @Sendable (Row) -> String,
        table: (column: TextTable.Column, cell: @Sendable (Row) -> TextTable.Cell)? = nil
    ) {
        self.key = key
        self.meaning = meaning
        self.value = value
        self.table = table
    }
}

extension Array {
    /// Writes `rows` as `format` asks (table, TSV or CSV) by these columns; JSON is not theirs.
    func writeRows<Row>(_ rows: [Row], format: OutputFormat, terminal: TerminalFacts, to output: inout some TextOutputStream)
    where Element == Field<Row> {
        switch format {
        case .tsv:
            for row in rows { output.write(DelimitedText.tsv(map { $0.value(row) }) + "\n") }
        case .csv:
            output.write(DelimitedText.csv(map(\.key)) + "\r\n")
            for row in rows { output.write(DelimitedText.csv(map { $0.value(row) }) + "\r\n") }
        case .table:
            guard !rows.isEmpty else { return }
            let fields = compactMap(\.table)
            let cells = rows.map { row in fields.map { $0.cell(row) } }
            // A column that may be left out and that no row fills (GitHub did not say whether a
            // branch is protected) is left out.
            let kept = fields.indices.filter { column in !fields[column].column.droppable || cells.contains { !$0[column].text.isEmpty } }
            let table = TextTable(columns: kept.map { fields[$0].column }, rows: cells.map { row in kept.map { row[$0] } })
            for line in table.render(width: terminal.width, color: terminal.color) { output.write(line + "\n") }
        case .json, .ndjson:
            break
        }
    }
}

extension Field {
    /// The `sha` field: a commit's SHA (`what` says which), whole in TSV and CSV, and in the table
    /// under `header` as its first characters, yellow.
    static func sha(_ what: String, header: String, priority: Int, value: @escaping @Sendable (Row) -> String) -> Field {
        Field(
            "sha", meaning: "\(what) (the table shows \(ShortSHA.length) characters)", value: value,
            table: (.init(header, priority: priority), { .init(ShortSHA.of(value($0)), .yellow) }))
    }
}
