//! Builds the compiled-in price table (`src/advisor/facts/prices_data.rs`) from the price sources in
//! `data/` (see `data/README.md`) and, optionally, saved pages of the Azure Retail Prices API.
//! Native only; pure functions from text to text, so every path is tested on crafted input.
//!
//! The importer never papers over a gap: a missing, zero or implausible price becomes "unknown"
//! and is reported, retired VM series are refused, and no region borrows another's price.
//! Every price keeps the source it came from, and so its date.

use std::collections::BTreeMap;
use std::fmt::Write as _;

/// The regions the page offers, in the order of the compiled table (the nine US regions first:
/// their indices are the ones old exports carry). A price for any other region is reported and
/// skipped.
pub const REGIONS: [&str; 23] = [
    "eastus",
    "eastus2",
    "centralus",
    "northcentralus",
    "southcentralus",
    "westcentralus",
    "westus",
    "westus2",
    "westus3",
    "canadacentral",
    "canadaeast",
    "brazilsouth",
    "westeurope",
    "northeurope",
    "uksouth",
    "francecentral",
    "germanywestcentral",
    "swedencentral",
    "southeastasia",
    "japaneast",
    "koreacentral",
    "centralindia",
    "australiaeast",
];

/// The nine US regions: the first of [`REGIONS`], and the regions of the SkyPilot file.
const US: &[&str] = REGIONS.split_at(9).0;

/// The known sources: (what and where from, date of the prices). The first three are the CSVs
/// in `data/`; API pages add one per effective date.
pub const SKYPILOT: (&str, &str) = (
    "Azure retail list, as saved in the open-source SkyPilot project's list of Azure ML VM sizes (undated snapshot)",
    "2024 or later",
);
pub const LIST_23: (&str, &str) = (
    "Azure Retail Prices API, as saved in a price file of Azure's open-source karpenter-provider-azure project",
    "2026-06-18",
);
pub const EU: (&str, &str) = (
    "Azure Retail Prices API via andy-diericks/azure-pricing-radar",
    "2026-08-22",
);

/// The price files `prices build` reads, from the repository's root: the SkyPilot catalog, the
/// 23-region pay-as-you-go list and the EU file (see `data/README.md`).
pub const DATA_FILES: [&str; 3] = [
    "data/azure-ml-vm-prices.csv",
    "data/azure-vm-payg-23-regions-2026-06-18.csv",
    "data/azure-vm-eu-payg-spot-savingsplan-2026-08-22.csv",
];

/// The provenance line the generated table carries.
pub const PROVENANCE_LINE: &str = "Sources: data/azure-ml-vm-prices.csv, data/azure-vm-payg-23-regions-2026-06-18.csv and data/azure-vm-eu-payg-spot-savingsplan-2026-08-22.csv (see data/README.md), through `cargo run --bin prices -- build`.";

/// What a size is, independent of region.
#[derive(Clone, Debug, PartialEq)]
pub struct Specs {
    pub vcpus: u16,
    pub memory_gib: f64,
    pub gpus: u8,
    pub gpu_model: String,
}

/// A price in USD per hour and the index of its source in [`Table::sources`].
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Price {
    pub usd: f64,
    pub source: usize,
}

/// Hourly prices for one size in one region. Reserved instances are read from API pages (the
/// term's price divided by its hours) and reported; the page names them in words.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct RegionPrice {
    pub payg: Option<Price>,
    pub spot: Option<Price>,
    /// The 1-year savings plan, hourly.
    pub sp1y: Option<Price>,
    pub ri1y: Option<Price>,
    pub ri3y: Option<Price>,
}

/// One size's specs and its prices by region.
pub type SizeRow = (Specs, BTreeMap<String, RegionPrice>);

/// The table being built: size name -> specs and a price per region, and the sources the prices
/// came from, each with its date.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Table {
    pub sizes: BTreeMap<String, SizeRow>,
    pub sources: Vec<(String, String)>,
}

impl Table {
    /// The index of a source, added if new.
    pub fn source(&mut self, what: &str, date: &str) -> usize {
        let key = (what.to_string(), date.to_string());
        if let Some(i) = self.sources.iter().position(|s| *s == key) {
            return i;
        }
        self.sources.push(key);
        self.sources.len() - 1
    }
}

/// What the importer left out or changed, with a count per reason.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Report {
    pub kept: usize,
    pub skipped: BTreeMap<String, usize>,
    pub notes: Vec<String>,
}

impl Report {
    fn skip(&mut self, why: &str) {
        *self.skipped.entry(why.to_string()).or_default() += 1;
    }

    pub fn summary(&self) -> String {
        let mut s = format!("kept {} price rows\n", self.kept);
        for (why, n) in &self.skipped {
            let _ = writeln!(s, "skipped {n}: {why}");
        }
        for n in &self.notes {
            let _ = writeln!(s, "note: {n}");
        }
        s
    }
}

/// Retired series (see `prices::retirement`): never priced, never advised.
pub fn is_retired(size: &str) -> bool {
    crate::advisor::facts::prices::retirement(size).is_some()
}

/// Splits one CSV line, honouring double quotes.
fn csv_fields(line: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut quoted = false;
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '"' if quoted && chars.peek() == Some(&'"') => {
                cur.push('"');
                chars.next();
            }
            '"' => quoted = !quoted,
            ',' if !quoted => out.push(std::mem::take(&mut cur)),
            _ => cur.push(c),
        }
    }
    out.push(cur);
    out
}

/// A price cell: blank, non-numeric, zero or negative prices are unknown.
fn price_cell(s: &str) -> Option<f64> {
    s.trim()
        .parse::<f64>()
        .ok()
        .filter(|p| p.is_finite() && *p > 0.0)
}

/// A CSV's rows as maps from column name to cell, after checking the columns exist.
fn csv_rows(text: &str, needed: &[&str]) -> Result<Vec<BTreeMap<String, String>>, String> {
    let mut lines = text.lines();
    let header = csv_fields(lines.next().ok_or("empty CSV")?);
    let header: Vec<String> = header.iter().map(|h| h.trim().to_string()).collect();
    for n in needed {
        if !header.iter().any(|h| h == n) {
            return Err(format!("CSV has no column {n}"));
        }
    }
    Ok(lines
        .filter(|l| !l.trim().is_empty())
        .map(|l| {
            header
                .iter()
                .cloned()
                .zip(csv_fields(l).into_iter().map(|c| c.trim().to_string()))
                .collect()
        })
        .collect())
}

/// Reads `azure-ml-vm-prices.csv` (columns: InstanceType, AcceleratorName, AcceleratorCount, vCPUs,
/// MemoryGiB, GpuInfo, Price, SpotPrice, Region, Generation): the sizes Azure ML offers, their
/// specs, and US pay-as-you-go and Spot prices (source [`SKYPILOT`]).
pub fn from_csv(text: &str) -> Result<(Table, Report), String> {
    let rows = csv_rows(
        text,
        &[
            "InstanceType",
            "AcceleratorName",
            "AcceleratorCount",
            "vCPUs",
            "MemoryGiB",
            "Price",
            "SpotPrice",
            "Region",
        ],
    )?;
    let mut table = Table::default();
    let src = table.source(SKYPILOT.0, SKYPILOT.1);
    let mut report = Report::default();
    for (n, row) in rows.iter().enumerate() {
        let get = |k: &str| row.get(k).map(String::as_str).unwrap_or("");
        let size = get("InstanceType").to_string();
        let region = get("Region").to_string();
        if is_retired(&size) {
            report.skip("retired VM series");
            continue;
        }
        if !REGIONS.contains(&region.as_str()) {
            report.skip("region not offered");
            continue;
        }
        let number = |k: &str| {
            get(k)
                .parse::<f64>()
                .ok()
                .filter(|v| v.is_finite() && *v >= 0.0)
        };
        let (Some(vcpus), Some(memory_gib)) = (number("vCPUs"), number("MemoryGiB")) else {
            report.skip("size without vCPU or memory figures");
            continue;
        };
        let mut gpus = number("AcceleratorCount").unwrap_or(0.0) as u8;
        // The source says 12 for this size; it has 8 H100 GPUs.
        if size == "Standard_ND96isr_H100_v5" && gpus != 8 {
            report.notes.push(format!(
                "line {}: {size} GPU count {gpus} corrected to 8",
                n + 2
            ));
            gpus = 8;
        }
        let payg = price_cell(get("Price"));
        let mut spot = price_cell(get("SpotPrice"));
        if payg.is_none() {
            report.skip("no pay-as-you-go price (shown as not estimated)");
        }
        // A Spot price equal to or above pay-as-you-go is not a Spot price (every H100 row).
        if let (Some(p), Some(s)) = (payg, spot) {
            if s >= p {
                report.skip("Spot price not below pay-as-you-go (treated as unknown)");
                spot = None;
            }
        }
        // Every H100 Spot figure of this source equals its pay-as-you-go price: none is trusted.
        if size.contains("H100") && spot.take().is_some() {
            report.skip("H100 Spot price (the source's H100 Spot figures are not Spot prices)");
        }
        let specs = Specs {
            vcpus: vcpus as u16,
            memory_gib,
            gpus,
            gpu_model: get("AcceleratorName").to_string(),
        };
        let at = |usd| Price { usd, source: src };
        let entry = table
            .sizes
            .entry(size)
            .or_insert_with(|| (specs, BTreeMap::new()));
        entry.1.insert(
            region,
            RegionPrice {
                payg: payg.map(at),
                spot: payg.and(spot).map(at),
                ..RegionPrice::default()
            },
        );
        report.kept += 1;
    }
    Ok((table, report))
}

/// Builds the table from the three CSVs of `data/`:
/// - `skypilot`: `azure-ml-vm-prices.csv`, the sizes and their specs, US Spot prices, and the US
///   pay-as-you-go price where `list23` has only a Cloud Services row;
/// - `list23`: `azure-vm-payg-23-regions-2026-06-18.csv`, pay-as-you-go in 23 regions; rows with
///   `cloudservices_meter_risk=1` are not prices;
/// - `eu`: `azure-vm-eu-payg-spot-savingsplan-2026-08-22.csv`, Spot and 1-year savings plan in
///   the EU regions, and pay-as-you-go where `list23` has only a Cloud Services row.
///
/// A zero price, and a Spot or savings-plan price not below pay-as-you-go, is not a price.
pub fn from_sources(skypilot: &str, list23: &str, eu: &str) -> Result<(Table, Report), String> {
    let (sky, mut report) = from_csv(skypilot)?;
    let mut table = Table {
        sources: sky.sources.clone(),
        ..Table::default()
    };
    let s_list = table.source(LIST_23.0, LIST_23.1);
    let s_eu = table.source(EU.0, EU.1);
    let mut list: BTreeMap<(String, String), Option<f64>> = BTreeMap::new();
    for row in csv_rows(
        list23,
        &[
            "region",
            "armSkuName",
            "linux_payg_usd_per_hour",
            "cloudservices_meter_risk",
        ],
    )? {
        let key = (row["armSkuName"].clone(), row["region"].clone());
        if row["cloudservices_meter_risk"] == "1" {
            report
                .skip("Cloud Services meter row (not a Linux price; EU or SkyPilot file instead)");
            list.insert(key, None);
            continue;
        }
        match price_cell(&row["linux_payg_usd_per_hour"]) {
            Some(p) => {
                list.insert(key, Some(p));
            }
            None => report.skip("zero or missing pay-as-you-go price (not a price)"),
        }
    }
    let mut eu_rows: BTreeMap<(String, String), [Option<f64>; 3]> = BTreeMap::new();
    for row in csv_rows(eu, &["region", "armSkuName", "payg", "spot", "sp1y"])? {
        let key = (row["armSkuName"].clone(), row["region"].clone());
        eu_rows.insert(
            key,
            [
                price_cell(&row["payg"]),
                price_cell(&row["spot"]),
                price_cell(&row["sp1y"]),
            ],
        );
    }
    for (size, (specs, sky_prices)) in &sky.sizes {
        let mut prices = BTreeMap::new();
        for region in REGIONS {
            let key = (size.clone(), region.to_string());
            let us = US.contains(&region);
            let sky_here = sky_prices.get(region).copied().unwrap_or_default();
            let eu_here = eu_rows.get(&key).copied().unwrap_or_default();
            let payg = match list.get(&key) {
                Some(Some(p)) => Some(Price {
                    usd: *p,
                    source: s_list,
                }),
                // A Cloud Services row: the region's own Linux price from another source.
                Some(None) if us => sky_here.payg,
                Some(None) => eu_here[0].map(|usd| Price { usd, source: s_eu }),
                None => None,
            };
            let Some(payg) = payg else { continue };
            let below = |p: Option<f64>, what: &str, report: &mut Report| {
                let p = p?;
                let eu_payg = eu_here[0].unwrap_or(payg.usd);
                if p >= payg.usd || p >= eu_payg {
                    report.skip(&format!("{what} not below pay-as-you-go (not a price)"));
                    return None;
                }
                Some(Price {
                    usd: p,
                    source: s_eu,
                })
            };
            let spot = if us {
                sky_here.spot.filter(|s| s.usd < payg.usd)
            } else {
                below(eu_here[1], "Spot price", &mut report)
            };
            let sp1y = below(eu_here[2], "savings plan price", &mut report);
            prices.insert(
                region.to_string(),
                RegionPrice {
                    payg: Some(payg),
                    spot,
                    sp1y,
                    ..RegionPrice::default()
                },
            );
        }
        if !prices.is_empty() {
            table.sizes.insert(size.clone(), (specs.clone(), prices));
        }
    }
    Ok((table, report))
}

/// Reads pages of the Azure Retail Prices API (`api-version=2023-01-01-preview`,
/// `{"Items": [...], "NextPageLink": ..}`) and prices the sizes whose specs `known` already holds.
/// Keeps Linux rows: a `Consumption` meter is the pay-as-you-go price (its `savingsPlan` array
/// gives the savings-plan prices), a `… Spot` meter the Spot price, and a `Reservation` item the
/// reserved instance, whose `retailPrice` is the whole term's price although its unit says
/// "1 Hour" (divided here by 8,760 or 26,280 hours). Each price keeps its item's
/// `effectiveStartDate`. Skips Windows, DevTestConsumption, Low Priority meters and anything that
/// is not a VM hour, and says so.
pub fn from_retail_api(pages: &[&str], known: &Table) -> Result<(Table, Report), String> {
    let mut table = Table::default();
    let mut report = Report::default();
    for (p, page) in pages.iter().enumerate() {
        let v: serde_json::Value =
            serde_json::from_str(page).map_err(|e| format!("page {}: not JSON: {e}", p + 1))?;
        let items = v
            .get("Items")
            .and_then(|i| i.as_array())
            .ok_or_else(|| format!("page {}: no Items array", p + 1))?;
        for item in items {
            let s = |k: &str| item.get(k).and_then(|x| x.as_str()).unwrap_or("");
            let kind = s("type");
            let product = s("productName");
            let meter = format!("{} {}", s("meterName"), s("skuName"));
            if s("serviceName") != "Virtual Machines" || s("unitOfMeasure") != "1 Hour" {
                report.skip("not a virtual machine hour");
                continue;
            }
            let term_hours = match (kind, s("reservationTerm")) {
                ("Consumption", _) => None,
                ("Reservation", "1 Year") => Some(8_760.0),
                ("Reservation", "3 Years") => Some(26_280.0),
                ("Reservation", term) => {
                    report.skip(&format!("Reservation with unknown term {term:?}"));
                    continue;
                }
                _ => {
                    report.skip(&format!("type {kind} (only Consumption and Reservation)"));
                    continue;
                }
            };
            if product.contains("Windows") {
                report.skip("Windows meter (prices here are Linux)");
                continue;
            }
            if meter.contains("Low Priority") {
                report.skip("Low Priority meter");
                continue;
            }
            if s("currencyCode") != "USD" {
                report.skip("currency other than USD");
                continue;
            }
            let size = s("armSkuName").to_string();
            let region = s("armRegionName").to_string();
            if is_retired(&size) {
                report.skip("retired VM series");
                continue;
            }
            if !REGIONS.contains(&region.as_str()) {
                report.skip("region not offered");
                continue;
            }
            let Some(specs) = known.sizes.get(&size).map(|(s, _)| s.clone()) else {
                report.skip("size not offered by Azure ML compute (no specs)");
                continue;
            };
            let Some(price) = item
                .get("retailPrice")
                .and_then(|x| x.as_f64())
                .filter(|p| p.is_finite() && *p > 0.0)
            else {
                report.skip("no positive retail price");
                continue;
            };
            let date = s("effectiveStartDate").get(..10).unwrap_or("undated");
            let source = table.source("Azure Retail Prices API page", date);
            let at = |usd| Price { usd, source };
            // The savings plans of a pay-as-you-go meter: hourly prices, one per term.
            let sp1y = item
                .get("savingsPlan")
                .and_then(|a| a.as_array())
                .and_then(|a| {
                    a.iter()
                        .find(|x| x.get("term").and_then(|t| t.as_str()) == Some("1 Year"))
                })
                .and_then(|x| x.get("retailPrice").and_then(|p| p.as_f64()))
                .filter(|p| p.is_finite() && *p > 0.0);
            let entry = table
                .sizes
                .entry(size)
                .or_insert_with(|| (specs, BTreeMap::new()));
            let rp = entry.1.entry(region).or_default();
            let slot = match term_hours {
                Some(h) if h < 10_000.0 => &mut rp.ri1y,
                Some(_) => &mut rp.ri3y,
                None if meter.contains("Spot") => &mut rp.spot,
                None => &mut rp.payg,
            };
            if slot.is_some() {
                report.skip("duplicate meter for the same size and region (first kept)");
                continue;
            }
            *slot = Some(at(price / term_hours.unwrap_or(1.0)));
            if term_hours.is_none() && !meter.contains("Spot") {
                if let Some(sp) = sp1y {
                    rp.sp1y = Some(at(sp));
                }
            }
            report.kept += 1;
        }
    }
    for (_, prices) in table.sizes.values_mut() {
        for rp in prices.values_mut() {
            // A Spot or savings-plan price must be below the pay-as-you-go price it goes with.
            let payg = rp.payg.map_or(0.0, |p| p.usd);
            for (slot, what) in [(&mut rp.spot, "Spot"), (&mut rp.sp1y, "savings plan")] {
                if slot.is_some_and(|p| p.usd >= payg) {
                    *slot = None;
                    report.skip(&format!("{what} price without a lower pay-as-you-go price"));
                }
            }
        }
    }
    table
        .sizes
        .retain(|_, (_, prices)| prices.values().any(|p| p.payg.is_some()));
    Ok((table, report))
}

/// Lays API prices over a table: each price the pages have replaces the table's, with its date.
/// A size or region the table lacks is added only with a pay-as-you-go price.
pub fn overlay(base: &Table, api: &Table) -> Table {
    let mut out = base.clone();
    for (size, (specs, prices)) in &api.sizes {
        for (region, rp) in prices {
            let mut map = |p: Option<Price>| {
                p.map(|p| Price {
                    usd: p.usd,
                    source: out.source(&api.sources[p.source].0, &api.sources[p.source].1),
                })
            };
            let new = RegionPrice {
                payg: map(rp.payg),
                spot: map(rp.spot),
                sp1y: map(rp.sp1y),
                ri1y: map(rp.ri1y),
                ri3y: map(rp.ri3y),
            };
            let entry = out
                .sizes
                .entry(size.clone())
                .or_insert_with(|| (specs.clone(), BTreeMap::new()));
            let cell = entry.1.entry(region.clone()).or_default();
            if new.payg.is_some() {
                // A new pay-as-you-go price: the older Spot and savings-plan figures went with
                // the old one, so they stay only when still below it.
                cell.payg = new.payg;
            }
            cell.spot = new.spot.or(cell.spot);
            cell.sp1y = new.sp1y.or(cell.sp1y);
            cell.ri1y = new.ri1y.or(cell.ri1y);
            cell.ri3y = new.ri3y.or(cell.ri3y);
            let payg = cell.payg.map_or(0.0, |p| p.usd);
            for slot in [
                &mut cell.spot,
                &mut cell.sp1y,
                &mut cell.ri1y,
                &mut cell.ri3y,
            ] {
                if slot.is_some_and(|p| p.usd >= payg) {
                    *slot = None;
                }
            }
        }
    }
    out.sizes
        .retain(|_, (_, prices)| prices.values().any(|p| p.payg.is_some()));
    out
}

/// What changed from one table to another, one line per price, for the person rebuilding.
pub fn changes(old: &Table, new: &Table) -> Vec<String> {
    let mut out = Vec::new();
    let usd = |p: Option<Price>| p.map_or("none".to_string(), |p| format!("{}", p.usd));
    let names: std::collections::BTreeSet<&String> =
        old.sizes.keys().chain(new.sizes.keys()).collect();
    for size in names {
        for region in REGIONS {
            let get = |t: &Table| {
                t.sizes
                    .get(size)
                    .and_then(|(_, p)| p.get(region))
                    .copied()
                    .unwrap_or_default()
            };
            let (a, b) = (get(old), get(new));
            for (what, x, y) in [
                ("pay-as-you-go", a.payg, b.payg),
                ("Spot", a.spot, b.spot),
                ("1-year savings plan", a.sp1y, b.sp1y),
            ] {
                if x.map(|p| micros(p.usd)) != y.map(|p| micros(p.usd)) {
                    out.push(format!("{size} {region} {what}: {} -> {}", usd(x), usd(y)));
                } else if let (Some(x), Some(y)) = (x, y) {
                    let (a, b) = (&old.sources[x.source].1, &new.sources[y.source].1);
                    if a != b {
                        out.push(format!("{size} {region} {what}: dated {a} -> {b}"));
                    }
                }
            }
        }
    }
    out
}

/// The sizes of the compiled-in table with their specs and no prices: what the Retail Prices API
/// importer needs, since the API carries no vCPU, memory or GPU figures.
pub fn compiled_specs() -> Table {
    let mut t = Table::default();
    for s in crate::advisor::facts::prices::sizes() {
        let specs = Specs {
            vcpus: s.vcpus,
            memory_gib: s.memory_gib(),
            gpus: s.gpus,
            gpu_model: s.gpu_model.to_string(),
        };
        t.sizes.insert(s.name.to_string(), (specs, BTreeMap::new()));
    }
    t
}

/// The compiled-in table read back as a [`Table`] (with its sources), to compare a rebuild with.
pub fn compiled_table() -> Table {
    use crate::advisor::facts::prices;
    let mut t = compiled_specs();
    t.sources = prices::sources()
        .iter()
        .map(|s| (s.via.to_string(), s.date.to_string()))
        .collect();
    for v in prices::sizes() {
        let cells = &mut t.sizes.get_mut(v.name).expect("own size").1;
        for (i, region) in prices::regions().iter().enumerate() {
            if let Some(r) = v.rate(i) {
                let at = |m: u32, s: u8| Price {
                    usd: f64::from(m) / 1e6,
                    source: usize::from(s),
                };
                cells.insert(
                    region.to_string(),
                    RegionPrice {
                        payg: Some(at(r.payg, r.payg_source)),
                        spot: r.spot.map(|s| at(s, r.spot_source)),
                        sp1y: r.sp1y.map(|s| at(s, r.sp1y_source)),
                        ..RegionPrice::default()
                    },
                );
            }
        }
    }
    t
}

/// Dollars per hour to whole micro-dollars.
pub fn micros(usd: f64) -> u32 {
    (usd * 1_000_000.0).round() as u32
}

/// A size's family for the encoding: its name without the first run of digits (and a
/// constrained-core suffix), so "Standard_D4s_v5" and "Standard_D16s_v5" share "Ds_v5".
pub fn family(size: &str) -> String {
    let rest = size.strip_prefix("Standard_").unwrap_or(size);
    let Some(start) = rest.find(|c: char| c.is_ascii_digit()) else {
        return rest.to_string();
    };
    let tail = rest[start..].trim_start_matches(|c: char| c.is_ascii_digit() || c == '-');
    // The memory-optimised D sizes (D11 to D15, DS11 to DS15) are priced apart from D1 to D5.
    let number: String = rest[start..]
        .chars()
        .take_while(char::is_ascii_digit)
        .collect();
    let memory =
        rest.starts_with('D') && matches!(number.as_str(), "11" | "12" | "13" | "14" | "15");
    format!(
        "{}{}{}",
        &rest[..start],
        if memory { "1x" } else { "" },
        tail
    )
}

/// The factor (and rounding unit, for pay-as-you-go) that predicts the most cells of one family
/// in one region; `cells` are (size index, base, actual) in micro-dollars.
fn best_factor(
    cells: &[(usize, u32, u32)],
    candidates: impl Fn(u32, u32) -> Vec<(u32, u8)>,
    predict: impl Fn(u32, u32, u8) -> u32,
) -> (u32, u8) {
    let mut best = (0, 0);
    let mut best_hits = 0;
    for (_, base, actual) in cells {
        for (k, unit) in candidates(*base, *actual) {
            let hits = cells
                .iter()
                .filter(|(_, b, a)| predict(*b, k, unit) == *a)
                .count();
            if hits > best_hits || (hits == best_hits && (k, unit) < best) {
                best_hits = hits;
                best = (k, unit);
            }
        }
    }
    best
}

/// Writes the Rust source of `prices_data.rs`, encoded for what the table is: most regions
/// differ from a size's base price by one factor per family, and Spot and savings plans from
/// pay-as-you-go by one share per family and region. Each size keeps its base price and a
/// bit per region where it is offered; each family a factor per region for each kind; every
/// cell the factors miss is an exact exception. `prices::VmSize::rate` decodes it with the same
/// functions used here, so the table decodes to exactly the input (tested cell by cell).
pub fn to_rust(table: &Table, provenance: &str) -> String {
    use crate::advisor::facts::prices::{scale_payg, scale_share};
    let sizes: Vec<(&String, &SizeRow)> = table.sizes.iter().collect();
    let cell = |i: usize, r: usize| -> RegionPrice {
        sizes[i].1 .1.get(REGIONS[r]).copied().unwrap_or_default()
    };
    let mic = |p: Option<Price>| p.map_or(0, |p| micros(p.usd));
    let families: Vec<String> = {
        let mut f: Vec<String> = sizes.iter().map(|(n, _)| family(n)).collect();
        f.sort();
        f.dedup();
        f
    };
    let fam_of = |i: usize| {
        families
            .iter()
            .position(|f| *f == family(sizes[i].0))
            .unwrap_or(0)
    };
    // The base: the first region in table order with a price.
    let base = |i: usize| {
        (0..REGIONS.len())
            .map(|r| mic(cell(i, r).payg))
            .find(|p| *p > 0)
            .unwrap_or(0)
    };
    let mut payg_k = Vec::new();
    let mut spot_k = Vec::new();
    let mut sp_k = Vec::new();
    // (size, region, kind, micros); kind 0 pay-as-you-go, 1 Spot, 2 savings plan.
    let mut exceptions: Vec<(usize, usize, u8, u32)> = Vec::new();
    for f in 0..families.len() {
        let members: Vec<usize> = (0..sizes.len()).filter(|i| fam_of(*i) == f).collect();
        for r in 0..REGIONS.len() {
            let payg_cells: Vec<(usize, u32, u32)> = members
                .iter()
                .map(|i| (*i, base(*i), mic(cell(*i, r).payg)))
                .filter(|c| c.2 > 0)
                .collect();
            let (k, unit) = best_factor(
                &payg_cells,
                |b, a| {
                    let k = ((u64::from(a) * 10_000 + u64::from(b) / 2) / u64::from(b)) as u32;
                    (0..4).map(|u| (k.min(u32::from(u16::MAX)), u)).collect()
                },
                scale_payg,
            );
            payg_k.push((k, unit));
            for (i, b, a) in &payg_cells {
                if scale_payg(*b, k, unit) != *a {
                    exceptions.push((*i, r, 0, *a));
                }
            }
            for (kind, store) in [(1u8, &mut spot_k), (2u8, &mut sp_k)] {
                let pick = |p: &RegionPrice| if kind == 1 { p.spot } else { p.sp1y };
                let cells: Vec<(usize, u32, u32)> = members
                    .iter()
                    .filter(|i| cell(**i, r).payg.is_some())
                    .map(|i| (*i, mic(cell(*i, r).payg), mic(pick(&cell(*i, r)))))
                    .collect();
                let priced: Vec<(usize, u32, u32)> =
                    cells.iter().copied().filter(|c| c.2 > 0).collect();
                let (k, _) = best_factor(
                    &priced,
                    |b, a| {
                        vec![(
                            ((u64::from(a) * 1_000_000 + u64::from(b) / 2) / u64::from(b)) as u32,
                            0,
                        )]
                    },
                    |b, k, _| scale_share(b, k),
                );
                store.push(k);
                for (i, b, a) in &cells {
                    let predicted = if k == 0 { 0 } else { scale_share(*b, k) };
                    if predicted != *a {
                        exceptions.push((*i, r, kind, *a));
                    }
                }
            }
        }
    }
    exceptions.sort();
    // Sources: a default per region and kind (the most common), exceptions exact.
    let src = |p: Option<Price>| p.map(|p| p.source);
    let mut source_default = [[0u8; 23]; 3];
    let mut source_exceptions: Vec<(usize, usize, u8, usize)> = Vec::new();
    #[allow(clippy::needless_range_loop)]
    for r in 0..REGIONS.len() {
        for kind in 0..3u8 {
            let of = |i: usize| {
                let c = cell(i, r);
                src(match kind {
                    0 => c.payg,
                    1 => c.spot,
                    _ => c.sp1y,
                })
            };
            let mut counts = BTreeMap::new();
            for i in 0..sizes.len() {
                if let Some(s) = of(i) {
                    *counts.entry(s).or_insert(0) += 1;
                }
            }
            let d = counts
                .iter()
                .max_by_key(|(s, n)| (**n, std::cmp::Reverse(**s)))
                .map_or(0, |(s, _)| *s);
            source_default[kind as usize][r] = d as u8;
            for i in 0..sizes.len() {
                if let Some(s) = of(i) {
                    if s != d {
                        source_exceptions.push((i, r, kind, s));
                    }
                }
            }
        }
    }
    // One row per size, kind and source, with a bit per region.
    let mut grouped: BTreeMap<(usize, u8, usize), u32> = BTreeMap::new();
    for (i, r, kind, src) in &source_exceptions {
        *grouped.entry((*i, *kind, *src)).or_default() |= 1 << r;
    }

    let mut s = String::new();
    let _ = writeln!(
        s,
        "//! Generated by `cargo run --bin prices`; do not edit by hand.\n//! {provenance}\n"
    );
    s.push_str("use super::prices::Source;\n\n");
    let _ = writeln!(
        s,
        "pub const REGIONS: [&str; {}] = {:?};\n",
        REGIONS.len(),
        REGIONS
    );
    let _ = writeln!(
        s,
        "pub static SOURCES: [Source; {}] = [",
        table.sources.len()
    );
    for (via, date) in &table.sources {
        let _ = writeln!(s, "    Source {{ via: {via:?}, date: {date:?} }},");
    }
    s.push_str("];\n\n");
    let _ = writeln!(
        s,
        "/// Per family ({} of them) and region: pay-as-you-go as a share of the size's base (1/10,000) and its rounding unit (10^n micro-dollars).",
        families.len()
    );
    let _ = writeln!(
        s,
        "pub static PAYG: [(u16, u8); {}] = {:?};\n",
        payg_k.len(),
        payg_k
            .iter()
            .map(|(k, u)| (*k as u16, *u))
            .collect::<Vec<_>>()
    );
    let _ = writeln!(
        s,
        "/// Per family and region: Spot as a share of pay-as-you-go (1/1,000,000); 0 for none.\npub static SPOT: [u32; {}] = {spot_k:?};\n",
        spot_k.len()
    );
    let _ = writeln!(
        s,
        "/// Per family and region: the 1-year savings plan as a share of pay-as-you-go (1/1,000,000); 0 for none.\npub static SP1Y: [u32; {}] = {sp_k:?};\n",
        sp_k.len()
    );
    // In columns, the sizes as steps from the one before: compresses better than rows of tuples.
    let steps: Vec<u8> = exceptions
        .iter()
        .scan(0, |last, e| {
            u8::try_from(e.0 - std::mem::replace(last, e.0)).ok()
        })
        .collect();
    let n = exceptions.len();
    let _ = writeln!(
        s,
        "/// Exact prices the factors miss, sorted by size, region and kind, in columns: the size (as a step from the previous row's), the region, the kind (0 pay-as-you-go, 1 Spot, 2 savings plan) and micro-dollars (0 for none).\npub static EXCEPTION_STEPS: [u8; {n}] = {steps:?};\npub static EXCEPTION_REGIONS: [u8; {n}] = {:?};\npub static EXCEPTION_KINDS: [u8; {n}] = {:?};\npub static EXCEPTION_PRICES: [u32; {n}] = {:?};\n",
        exceptions.iter().map(|e| e.1 as u8).collect::<Vec<_>>(),
        exceptions.iter().map(|e| e.2).collect::<Vec<_>>(),
        exceptions.iter().map(|e| e.3).collect::<Vec<_>>(),
    );
    let _ = writeln!(
        s,
        "/// The source of each kind of price per region (index into `SOURCES`), and the exceptions: (size, kind, source, a bit per region).\npub static SOURCE_BY_REGION: [[u8; 23]; 3] = {source_default:?};\npub static SOURCE_EXCEPTIONS: [(u16, u8, u8, u32); {}] = {:?};\n",
        grouped.len(),
        grouped
            .iter()
            .map(|((i, k, x), mask)| (*i as u16, *k, *x as u8, *mask))
            .collect::<Vec<_>>()
    );
    // The sizes in columns (`prices::sizes` assembles them once): a table of structs holding a
    // name and a GPU model as string references costs the page about 1.4 KB more after gzip.
    let offered = |i: usize| -> u32 {
        REGIONS
            .iter()
            .enumerate()
            .filter(|(_, r)| sizes[i].1 .1.get(**r).is_some_and(|p| p.payg.is_some()))
            .map(|(b, _)| 1 << b)
            .sum()
    };
    let gpu_models: Vec<&str> = {
        let mut g: Vec<&str> = sizes
            .iter()
            .map(|(_, (specs, _))| specs.gpu_model.as_str())
            .collect();
        g.sort_unstable();
        g.dedup();
        g
    };
    let n = sizes.len();
    let column =
        |f: &dyn Fn(usize) -> String| -> String { (0..n).map(f).collect::<Vec<_>>().join(", ") };
    let names: Vec<&str> = sizes.iter().map(|(name, _)| name.as_str()).collect();
    let _ = write!(
        s,
        "/// The sizes, in columns: names one a line, vCPUs, memory in tenths of a GiB, GPUs, GPU model\n\
         /// (index into `GPU_MODELS`), family (index into the family tables above), pay-as-you-go in the\n\
         /// first region that prices it (micro-dollars an hour) and a bit per region offering it.\n\
         pub static NAMES: &str = {:?};\n\
         pub static VCPUS: [u8; {n}] = [{}];\n\
         pub static MEMORY_TENTHS: [u16; {n}] = [{}];\n\
         pub static GPUS: [u8; {n}] = [{}];\n\
         pub static GPU_MODELS: [&str; {}] = {gpu_models:?};\n\
         pub static GPU_MODEL: [u8; {n}] = [{}];\n\
         pub static FAMILY: [u8; {n}] = [{}];\n\
         pub static BASE: [u32; {n}] = [{}];\n\
         pub static OFFERED: [u32; {n}] = [{}];\n",
        names.join("\n"),
        column(&|i| sizes[i].1 .0.vcpus.to_string()),
        column(&|i| ((sizes[i].1 .0.memory_gib * 10.0).round() as u32).to_string()),
        column(&|i| sizes[i].1 .0.gpus.to_string()),
        gpu_models.len(),
        column(&|i| gpu_models
            .iter()
            .position(|g| *g == sizes[i].1 .0.gpu_model)
            .unwrap_or(0)
            .to_string()),
        column(&|i| fam_of(i).to_string()),
        column(&|i| base(i).to_string()),
        column(&|i| format!("{:#x}", offered(i))),
    );
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn retired_series_are_recognised() {
        for r in [
            "Standard_NC6",
            "Standard_NC24r",
            "Standard_NC6s_v2",
            "Standard_ND6s",
            "Standard_ND24rs",
            "Standard_NV6",
            "Standard_NV12",
            "Standard_NC6s_v3",
            "Standard_NC24rs_v3",
            "Standard_HB60rs",
            "Standard_NV12s_v3",
            "Standard_NV16as_v4",
        ] {
            assert!(is_retired(r), "{r}");
        }
        for ok in [
            "Standard_NC4as_T4_v3",
            "Standard_ND40rs_v2",
            "Standard_NV36ads_A10_v5",
            "Standard_ND96isr_H100_v5",
            "Standard_DS3_v2",
            "Standard_D4s_v3",
        ] {
            assert!(!is_retired(ok), "{ok}");
        }
    }

    #[test]
    fn families() {
        assert_eq!(family("Standard_D16ads_v5"), "Dads_v5");
        assert_eq!(family("Standard_E64-32s_v3"), "Es_v3");
        assert_eq!(family("Standard_NC4as_T4_v3"), "NCas_T4_v3");
    }

    #[test]
    fn csv_quotes_and_gaps() {
        let csv = "InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,GpuInfo,Price,SpotPrice,Region,Generation\n\
            Standard_D2s_v3,,,2.0,8.0,,0.096,0.0096,eastus,\"V1,V2\"\n\
            Standard_E48s_v3,,,48.0,384.0,,,,westcentralus,V1\n\
            Standard_NC40ads_H100_v5,H100,1.0,40.0,320.0,H100,6.98,6.98,eastus,V2\n\
            Standard_NC6,K80,1.0,6.0,56.0,K80,0.9,0.1,eastus,V1\n\
            Standard_D2s_v3,,,2.0,8.0,,0.1,0.01,mars,V1\n";
        let (t, r) = from_csv(csv).unwrap();
        let d2 = t.sizes["Standard_D2s_v3"].1["eastus"];
        assert_eq!(
            (d2.payg.map(|p| p.usd), d2.spot.map(|p| p.usd)),
            (Some(0.096), Some(0.0096))
        );
        assert_eq!(t.sources[d2.payg.unwrap().source].1, "2024 or later");
        assert_eq!(t.sizes["Standard_E48s_v3"].1["westcentralus"].payg, None);
        assert_eq!(t.sizes["Standard_NC40ads_H100_v5"].1["eastus"].spot, None);
        assert!(!t.sizes.contains_key("Standard_NC6"));
        assert_eq!(r.skipped["retired VM series"], 1);
        assert_eq!(r.skipped["region not offered"], 1);
        assert_eq!(r.kept, 3);
    }
}
