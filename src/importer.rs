//! Builds the compiled-in price table (`src/advisor/prices_data.rs`) from the price sources:
//! the Azure ML VM price CSV in `data/`, or pages of the Azure Retail Prices API. Native only;
//! pure functions from text to text, so every path is tested on crafted input.
//!
//! The importer never papers over a gap: a missing, zero or implausible price becomes "unknown"
//! and is reported, and retired VM series are refused.

use std::collections::BTreeMap;
use std::fmt::Write as _;

/// The regions the page offers, in display order. A price for any other region is reported and
/// skipped, so the table keeps one column per region.
pub const REGIONS: [&str; 9] = [
    "eastus",
    "eastus2",
    "centralus",
    "northcentralus",
    "southcentralus",
    "westcentralus",
    "westus",
    "westus2",
    "westus3",
];

/// What a size is, independent of region.
#[derive(Clone, Debug, PartialEq)]
pub struct Specs {
    pub vcpus: u16,
    pub memory_gib: f64,
    pub gpus: u8,
    pub gpu_model: String,
}

/// Hourly prices in USD for one size in one region.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct RegionPrice {
    pub payg: Option<f64>,
    pub spot: Option<f64>,
}

/// The table being built: size name -> specs and a price per region.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Table {
    pub sizes: BTreeMap<String, (Specs, BTreeMap<String, RegionPrice>)>,
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
    crate::advisor::prices::retirement(size).is_some()
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

/// Reads `azure-ml-vm-prices.csv` (columns: InstanceType, AcceleratorName, AcceleratorCount, vCPUs,
/// MemoryGiB, GpuInfo, Price, SpotPrice, Region, Generation).
pub fn from_csv(text: &str) -> Result<(Table, Report), String> {
    let mut lines = text.lines();
    let header = csv_fields(lines.next().ok_or("empty CSV")?);
    let col = |name: &str| {
        header
            .iter()
            .position(|h| h.trim() == name)
            .ok_or_else(|| format!("CSV has no column {name}"))
    };
    let (c_size, c_acc, c_count, c_cpu, c_mem, c_price, c_spot, c_region) = (
        col("InstanceType")?,
        col("AcceleratorName")?,
        col("AcceleratorCount")?,
        col("vCPUs")?,
        col("MemoryGiB")?,
        col("Price")?,
        col("SpotPrice")?,
        col("Region")?,
    );
    let mut table = Table::default();
    let mut report = Report::default();
    for (n, line) in lines.enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        let f = csv_fields(line);
        let get = |i: usize| f.get(i).map(|s| s.trim()).unwrap_or("");
        let size = get(c_size).to_string();
        let region = get(c_region).to_string();
        if is_retired(&size) {
            report.skip("retired VM series");
            continue;
        }
        if !REGIONS.contains(&region.as_str()) {
            report.skip("region not offered");
            continue;
        }
        let number = |i: usize| {
            get(i)
                .parse::<f64>()
                .ok()
                .filter(|v| v.is_finite() && *v >= 0.0)
        };
        let (Some(vcpus), Some(memory_gib)) = (number(c_cpu), number(c_mem)) else {
            report.skip("size without vCPU or memory figures");
            continue;
        };
        let mut gpus = number(c_count).unwrap_or(0.0) as u8;
        // The source says 12 for this size; it has 8 H100 GPUs.
        if size == "Standard_ND96isr_H100_v5" && gpus != 8 {
            report.notes.push(format!(
                "line {}: {size} GPU count {gpus} corrected to 8",
                n + 2
            ));
            gpus = 8;
        }
        let payg = price_cell(get(c_price));
        let mut spot = price_cell(get(c_spot));
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
        let specs = Specs {
            vcpus: vcpus as u16,
            memory_gib,
            gpus,
            gpu_model: get(c_acc).to_string(),
        };
        let entry = table
            .sizes
            .entry(size)
            .or_insert_with(|| (specs, BTreeMap::new()));
        entry.1.insert(region, RegionPrice { payg, spot });
        report.kept += 1;
    }
    Ok((table, report))
}

/// Reads pages of the Azure Retail Prices API (`{"Items": [...], "NextPageLink": ..}`) and prices
/// the sizes whose specs `known` already holds. Keeps Linux `Consumption` rows: the plain meter is
/// the pay-as-you-go price, the `Spot` meter the Spot price. Skips Windows, DevTestConsumption,
/// reservations, Low Priority meters and anything that is not a VM hour, and says so.
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
            if kind != "Consumption" {
                report.skip(&format!("type {kind} (only Consumption is pay-as-you-go)"));
                continue;
            }
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
            let entry = table
                .sizes
                .entry(size)
                .or_insert_with(|| (specs, BTreeMap::new()));
            let rp = entry.1.entry(region).or_default();
            let slot = if meter.contains("Spot") {
                &mut rp.spot
            } else {
                &mut rp.payg
            };
            if slot.is_some() {
                report.skip("duplicate meter for the same size and region (first kept)");
                continue;
            }
            *slot = Some(price);
            report.kept += 1;
        }
    }
    // A Spot price without a pay-as-you-go price cannot be checked: keep it out.
    for (_, prices) in table.sizes.values_mut() {
        let before = prices.len();
        prices.retain(|_, rp| rp.payg.is_some());
        for _ in prices.len()..before {
            report.skip("Spot price without a pay-as-you-go price");
        }
    }
    table.sizes.retain(|_, (_, prices)| !prices.is_empty());
    Ok((table, report))
}

/// The sizes of the compiled-in table with their specs and no prices: what the Retail Prices API
/// importer needs, since the API carries no vCPU, memory or GPU figures.
pub fn compiled_specs() -> Table {
    let mut t = Table::default();
    for s in crate::advisor::prices::sizes() {
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

/// Dollars per hour to whole micro-dollars.
fn micros(usd: f64) -> u32 {
    (usd * 1_000_000.0).round() as u32
}

/// Writes the Rust source of `prices_data.rs`.
pub fn to_rust(table: &Table, provenance: &str) -> String {
    let mut s = String::new();
    let _ = writeln!(
        s,
        "//! Generated by `cargo run --bin prices`; do not edit by hand.\n//! {provenance}\n"
    );
    s.push_str("use super::prices::VmSize;\n\n");
    let _ = writeln!(
        s,
        "pub const REGIONS: [&str; {}] = {:?};\n",
        REGIONS.len(),
        REGIONS
    );
    let _ = writeln!(s, "pub static SIZES: [VmSize; {}] = [", table.sizes.len());
    for (name, (specs, prices)) in &table.sizes {
        let _ = write!(
            s,
            "    VmSize {{ name: {name:?}, vcpus: {}, memory_gib_tenths: {}, gpus: {}, gpu_model: {:?}, ",
            specs.vcpus,
            (specs.memory_gib * 10.0).round() as u32,
            specs.gpus,
            specs.gpu_model
        );
        // 0 marks a missing price; a Spot price only counts next to a pay-as-you-go one.
        let cell = |f: fn(&RegionPrice) -> Option<f64>| {
            REGIONS
                .iter()
                .map(|r| {
                    prices
                        .get(*r)
                        .filter(|p| p.payg.is_some())
                        .and_then(f)
                        .map_or(0, micros)
                        .to_string()
                })
                .collect::<Vec<_>>()
                .join(", ")
        };
        let _ = writeln!(
            s,
            "payg: [{}], spot: [{}] }},",
            cell(|p| p.payg),
            cell(|p| p.spot)
        );
    }
    s.push_str("];\n");
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
    fn csv_quotes_and_gaps() {
        let csv = "InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,GpuInfo,Price,SpotPrice,Region,Generation\n\
            Standard_D2s_v3,,,2.0,8.0,,0.096,0.0096,eastus,\"V1,V2\"\n\
            Standard_E48s_v3,,,48.0,384.0,,,,westcentralus,V1\n\
            Standard_NC40ads_H100_v5,H100,1.0,40.0,320.0,H100,6.98,6.98,eastus,V2\n\
            Standard_NC6,K80,1.0,6.0,56.0,K80,0.9,0.1,eastus,V1\n\
            Standard_D2s_v3,,,2.0,8.0,,0.1,0.01,northeurope,V1\n";
        let (t, r) = from_csv(csv).unwrap();
        assert_eq!(
            t.sizes["Standard_D2s_v3"].1["eastus"],
            RegionPrice {
                payg: Some(0.096),
                spot: Some(0.0096)
            }
        );
        assert_eq!(t.sizes["Standard_E48s_v3"].1["westcentralus"].payg, None);
        assert_eq!(t.sizes["Standard_NC40ads_H100_v5"].1["eastus"].spot, None);
        assert!(!t.sizes.contains_key("Standard_NC6"));
        assert_eq!(r.skipped["retired VM series"], 1);
        assert_eq!(r.skipped["region not offered"], 1);
        assert_eq!(r.kept, 3);
    }
}
