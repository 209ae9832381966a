//! The advisor's floors (`src/advisor/mod.rs`), read from the source as a newcomer reads them:
//! every `crate::advisor::…` and `super::…` path of every file under `src/advisor`, outside
//! comments. A file imports from its own floor or one below, never from a floor above, never
//! through the advisor's front door (`crate::advisor::Situation`: name the floor that defines
//! it), and no files import each other in a loop of more than three. Unit tests inside a file
//! (`#[cfg(test)]`, at its end) may build their input with a higher floor (a situation from a
//! link, say), and are counted: at most six such imports in all.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use crate::common::rust_files;

/// Bottom to top, as `src/advisor/mod.rs` lists them.
const FLOORS: [&str; 9] = [
    "facts",
    "models",
    "answers",
    "requirements",
    "questions",
    "bill",
    "ranking",
    "link",
    "documents",
];

/// The most imports from unit tests up a floor the house allows.
const TEST_IMPORTS_UP: usize = 6;

/// The largest set of files that may import each other in a loop.
const LARGEST_CIRCLE: usize = 3;

fn floor(name: &str) -> Option<usize> {
    FLOORS.iter().position(|f| *f == name)
}

/// A file's module path under the advisor: `link/share.rs` → `[link, share]`, `models/mod.rs`
/// → `[models]`, `mod.rs` → `[]`.
fn module_of(relative: &Path) -> Vec<String> {
    let mut parts: Vec<String> = relative
        .iter()
        .map(|p| p.to_string_lossy().trim_end_matches(".rs").to_string())
        .collect();
    if parts.last().is_some_and(|p| p == "mod") {
        parts.pop();
    }
    parts
}

/// The source without comments, split where the unit tests start.
fn code_and_tests(source: &str) -> (String, String) {
    let code: Vec<&str> = source
        .lines()
        .map(|l| match l.find("//") {
            // Not inside a string such as "https://…": an even number of quotes before it.
            Some(i) if l[..i].matches('"').count() % 2 == 0 => &l[..i],
            _ => l,
        })
        .collect();
    let code = code.join("\n");
    match code.find("#[cfg(test)]") {
        Some(i) => (code[..i].to_string(), code[i..].to_string()),
        None => (code, String::new()),
    }
}

fn ident(s: &str) -> &str {
    let end = s
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .unwrap_or(s.len());
    &s[..end]
}

/// The items of a `{…}` group at the start of `s`, each as written (`self`, `x::{y, z}`, `y as z`).
fn group(s: &str) -> Vec<String> {
    let mut depth = 0;
    let mut items = Vec::new();
    let mut current = String::new();
    for c in s.chars() {
        match c {
            '{' => {
                depth += 1;
                if depth == 1 {
                    continue;
                }
            }
            '}' => {
                depth -= 1;
                if depth == 0 {
                    items.push(current.trim().to_string());
                    break;
                }
            }
            ',' if depth == 1 => {
                items.push(current.trim().to_string());
                current.clear();
                continue;
            }
            _ => {}
        }
        current.push(c);
    }
    items.into_iter().filter(|i| !i.is_empty()).collect()
}

/// Every module path `code` names, from the advisor's root: `crate::advisor::link::share::x`
/// → `[link, share, x]`; `super::x` from `module` → its parent's `x`.
fn paths(code: &str, module: &[String]) -> Vec<Vec<String>> {
    let mut out = Vec::new();
    let mut rest = code;
    while let Some(i) = rest
        .find("crate::advisor::")
        .into_iter()
        .chain(rest.find("super::"))
        .min()
    {
        let before = rest[..i].chars().last();
        let (base, tail) = if rest[i..].starts_with("crate::advisor::") {
            (Vec::new(), &rest[i + "crate::advisor::".len()..])
        } else {
            // `super::super::x`: one floor of the module path a `super`.
            let mut base = module.to_vec();
            let mut tail = &rest[i..];
            while let Some(t) = tail.strip_prefix("super::") {
                base.pop();
                tail = t;
            }
            (base, tail)
        };
        rest = &rest[i + 1..];
        if before.is_some_and(|c| c.is_ascii_alphanumeric() || c == '_' || c == ':') {
            continue;
        }
        // The path's segments, then a group where one follows: `link::{share, asked}`.
        let mut lead = String::new();
        let mut t = tail;
        loop {
            let id = ident(t);
            if id.is_empty() {
                break;
            }
            lead.push_str(id);
            t = &t[id.len()..];
            match t.strip_prefix("::") {
                Some(after) if after.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_') => {
                    lead.push_str("::");
                    t = after;
                }
                Some(after) if after.starts_with('{') => {
                    t = after;
                    break;
                }
                _ => break,
            }
        }
        let items = if t.starts_with('{') {
            group(t)
                .into_iter()
                .map(|i| {
                    if lead.is_empty() {
                        i
                    } else {
                        format!("{lead}::{i}")
                    }
                })
                .collect()
        } else {
            vec![lead]
        };
        for item in items {
            let mut path = base.clone();
            path.extend(
                item.split(" as ")
                    .next()
                    .unwrap_or("")
                    .split("::")
                    .map(|s| ident(s.trim()).to_string())
                    .take_while(|s| !s.is_empty() && s != "self"),
            );
            if path.len() > base.len() {
                out.push(path);
            }
        }
    }
    out
}

struct House {
    /// Each file's module path.
    files: BTreeMap<Vec<String>, PathBuf>,
    /// file → the files it imports, with a path that ties them; from code and from unit tests.
    code: BTreeMap<Vec<String>, BTreeMap<Vec<String>, String>>,
    tests: BTreeMap<Vec<String>, BTreeMap<Vec<String>, String>>,
    /// Paths through the front door (`crate::advisor::Situation`), file by file.
    front_door: Vec<String>,
}

/// The file a path lands in: the longest start of it that is a file's module.
fn file_of(files: &BTreeMap<Vec<String>, PathBuf>, path: &[String]) -> Option<Vec<String>> {
    (1..=path.len())
        .rev()
        .map(|k| path[..k].to_vec())
        .find(|p| files.contains_key(p))
}

fn read_house(sources: &[(PathBuf, String)]) -> House {
    let files: BTreeMap<Vec<String>, PathBuf> = sources
        .iter()
        .map(|(p, _)| (module_of(p), p.clone()))
        .collect();
    let mut house = House {
        files: files.clone(),
        code: BTreeMap::new(),
        tests: BTreeMap::new(),
        front_door: Vec::new(),
    };
    for (p, source) in sources {
        let module = module_of(p);
        let (code, tests) = code_and_tests(source);
        for (text, edges) in [(&code, &mut house.code), (&tests, &mut house.tests)] {
            let mine = edges.entry(module.clone()).or_default();
            for path in paths(text, &module) {
                if floor(&path[0]).is_none() {
                    if text == &code {
                        house.front_door.push(format!(
                            "{}: crate::advisor::{}",
                            p.display(),
                            path.join("::")
                        ));
                    }
                    continue;
                }
                match file_of(&files, &path) {
                    Some(f) if f != module => {
                        mine.entry(f).or_insert_with(|| path.join("::"));
                    }
                    _ => {}
                }
            }
        }
    }
    house
}

/// Imports from a file up to a higher floor: "file → path".
fn up(edges: &BTreeMap<Vec<String>, BTreeMap<Vec<String>, String>>) -> Vec<String> {
    let mut out = Vec::new();
    for (from, to) in edges {
        let Some(here) = from.first().and_then(|f| floor(f)) else {
            continue;
        };
        for (target, path) in to {
            if let Some(there) = target.first().and_then(|f| floor(f)) {
                if there > here {
                    out.push(format!("{} → {path}", from.join("/")));
                }
            }
        }
    }
    out
}

/// The files that import each other in a loop (strongly connected, more than one file).
fn circles(edges: &BTreeMap<Vec<String>, BTreeSet<Vec<String>>>) -> Vec<Vec<Vec<String>>> {
    let nodes: Vec<&Vec<String>> = edges.keys().collect();
    let reach = |from: &Vec<String>| {
        let mut seen = BTreeSet::new();
        let mut todo = vec![from.clone()];
        while let Some(n) = todo.pop() {
            for m in edges.get(&n).into_iter().flatten() {
                if seen.insert(m.clone()) {
                    todo.push(m.clone());
                }
            }
        }
        seen
    };
    let reached: BTreeMap<&Vec<String>, BTreeSet<Vec<String>>> =
        nodes.iter().map(|n| (*n, reach(n))).collect();
    let mut done = BTreeSet::new();
    let mut out = Vec::new();
    for n in &nodes {
        if done.contains(*n) || !reached[n].contains(*n) {
            continue;
        }
        let circle: Vec<Vec<String>> = nodes
            .iter()
            .filter(|m| reached[n].contains(**m) && reached[*m].contains(*n))
            .map(|m| (*m).clone())
            .collect();
        done.extend(circle.iter().cloned());
        out.push(circle);
    }
    out
}

fn sources() -> Vec<(PathBuf, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/advisor");
    let mut files = Vec::new();
    rust_files(&root, &mut files);
    files.sort();
    files
        .into_iter()
        .map(|p| {
            let text = std::fs::read_to_string(&p).unwrap();
            (p.strip_prefix(&root).unwrap().to_path_buf(), text)
        })
        .collect()
}

#[test]
fn every_import_points_down_a_floor() {
    let sources = sources();
    // Every file is on a floor, and every floor has files.
    for (p, _) in &sources {
        let m = module_of(p);
        assert!(
            m.is_empty() || floor(&m[0]).is_some(),
            "{} is on no floor: put it in one of {FLOORS:?} (src/advisor/mod.rs)",
            p.display()
        );
    }
    let house = read_house(&sources);
    assert!(house.files.len() > 40, "{} files read", house.files.len());
    let counted: usize = house.code.values().map(BTreeMap::len).sum();
    assert!(counted > 150, "only {counted} imports between files read");

    let up_in_code = up(&house.code);
    assert!(
        up_in_code.is_empty(),
        "imports up a floor (move the thing imported down, or the importer up):\n{}",
        up_in_code.join("\n")
    );
    assert!(
        house.front_door.is_empty(),
        "inside the advisor, import from the floor that defines a thing, not the front door:\n{}",
        house.front_door.join("\n")
    );
    let up_in_tests = up(&house.tests);
    assert!(
        up_in_tests.len() <= TEST_IMPORTS_UP,
        "{} imports up a floor from unit tests (at most {TEST_IMPORTS_UP}; move the test to tests/native):\n{}",
        up_in_tests.len(),
        up_in_tests.join("\n")
    );

    let mut all: BTreeMap<Vec<String>, BTreeSet<Vec<String>>> = BTreeMap::new();
    for edges in [&house.code, &house.tests] {
        for (from, to) in edges {
            all.entry(from.clone())
                .or_default()
                .extend(to.keys().cloned());
        }
    }
    for circle in circles(&all) {
        let names: Vec<String> = circle.iter().map(|m| m.join("/")).collect();
        assert!(
            circle.len() <= LARGEST_CIRCLE,
            "{} files import each other in a loop: {}",
            circle.len(),
            names.join(", ")
        );
        // A loop never crosses floors.
        let floors: BTreeSet<&String> = circle.iter().filter_map(|m| m.first()).collect();
        assert_eq!(
            floors.len(),
            1,
            "a loop between floors: {}",
            names.join(", ")
        );
    }
}

#[test]
fn the_check_reads_what_a_file_imports() {
    let module: Vec<String> = vec!["bill".into(), "cost".into()];
    let code = "use crate::advisor::link::{share::{self, Shared}, asked};\nuse super::usage::Usage;\nfn f() { super::super::ranking::rank(s); x::crate::advisor::no; }\n";
    let found: Vec<String> = paths(code, &module).iter().map(|p| p.join("::")).collect();
    assert_eq!(
        found,
        [
            "link::share",
            "link::asked",
            "bill::usage::Usage",
            "ranking::rank"
        ]
    );
    let sources = vec![
        (PathBuf::from("bill/cost.rs"), code.to_string()),
        (PathBuf::from("bill/usage.rs"), String::new()),
        (
            PathBuf::from("link/share.rs"),
            "use crate::advisor::bill::cost;".into(),
        ),
        (PathBuf::from("link/asked.rs"), String::new()),
        (
            PathBuf::from("ranking/mod.rs"),
            "// crate::advisor::link::share\n#[cfg(test)]\nuse crate::advisor::documents::x;"
                .into(),
        ),
        (PathBuf::from("documents/x.rs"), String::new()),
        (PathBuf::from("mod.rs"), String::new()),
    ];
    let house = read_house(&sources);
    assert_eq!(
        up(&house.code),
        [
            "bill/cost → link::asked",
            "bill/cost → link::share",
            "bill/cost → ranking::rank"
        ]
    );
    assert_eq!(up(&house.tests), ["ranking → documents::x"]);
    let mut all: BTreeMap<Vec<String>, BTreeSet<Vec<String>>> = BTreeMap::new();
    for (from, to) in &house.code {
        all.entry(from.clone())
            .or_default()
            .extend(to.keys().cloned());
    }
    let c = circles(&all);
    assert_eq!(c.len(), 1);
    assert_eq!(c[0].len(), 2, "{c:?}");
}

/// Adding a catalog model changes the model table alone (`models/mod.rs`, plus its prices in the
/// data): outside the table, the advisor's code names no model, either by its `Llm` variant or by
/// its name, except the model assumed where a situation names none (`Llm::Phi4`, the questions'
/// default), the order "asked" prefers among equally near models, and the weights' geometry and
/// measured throughput of `models/fit.rs` (§13 and §12: sourced tables keyed by Hugging Face
/// repository, joined to the catalog by name, as the price data is).
#[test]
fn only_the_model_table_names_models() {
    let allowed = [
        "Llm::Phi4",
        "Llm::ALL",
        "Llm::CHOICES",
        "Llm::Llama3370bInstruct",
    ];
    let names: Vec<String> = aml_compute_advisor::advisor::models::Llm::ALL
        .iter()
        .map(|l| format!("\"{}", l.model().name))
        .collect();
    let mut found = Vec::new();
    for (path, text) in sources() {
        if path == Path::new("models/mod.rs") {
            continue;
        }
        let (code, _) = code_and_tests(&text);
        let mut table = false;
        for (i, line) in code.lines().enumerate() {
            if path == Path::new("models/fit.rs") {
                if line.starts_with("pub const GEOMETRY") || line.starts_with("pub const BANDS") {
                    table = true;
                } else if line.starts_with("];") || line.starts_with("}];") {
                    table = false;
                }
            }
            if table {
                continue;
            }
            let variants = line.match_indices("Llm::").map(|(at, _)| {
                let rest = &line[at..];
                let end = rest[5..]
                    .find(|c: char| !c.is_ascii_alphanumeric())
                    .map_or(rest.len(), |e| e + 5);
                &rest[..end]
            });
            for v in variants {
                if v.len() > 5 && v.as_bytes()[5].is_ascii_uppercase() && !allowed.contains(&v) {
                    found.push(format!("{}:{}: {v}", path.display(), i + 1));
                }
            }
            for n in names.iter().filter(|n| line.contains(n.as_str())) {
                found.push(format!("{}:{}: {n}\"", path.display(), i + 1));
            }
        }
    }
    assert!(
        found.is_empty(),
        "models named outside the model table:\n{}",
        found.join("\n")
    );
}
