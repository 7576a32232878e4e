/**
 * Given names compromise's lexicon lacks, from the families Heirloom's storytellers come from: West, East and Southern
 * Africa, South and East Asia, the Philippines, Poland, Italy, Greece, Portugal, the Netherlands, Wales, Ireland,
 * Scotland, the Caribbean and Aotearoa. Only names that are not also English words ("mere", "yaw" and "ling" are
 * left out), so a transcript's "me and kofi" finds Kofi and "a mere child" finds nobody.
 */
export const GIVEN_NAMES_ABROAD: ReadonlySet<string> = new Set(
  `
  kofi kwame kwabena kwaku kwesi kojo kobina ama akosua abena adwoa afua efua yaa akua esi ekua
  chinedu chidi chukwuma emeka obinna ngozi chioma adaeze nkechi uche ifeoma nneka amaka chinwe
  oluwaseun seun tunde babatunde funmi folake yetunde kemi bisi femi segun adebayo sade aliyu abubakar hauwa
  wanjiru wanjiku njeri nyambura wambui kamau njoroge otieno odhiambo achieng akinyi wekesa jomo
  nkosi thandi thandiwe sipho themba zanele nomsa lindiwe thabo bongani mandla lerato palesa tendai tatenda farai
  chipo rudo
  priya ravi anil sunil rajesh ramesh suresh mahesh ganesh vijay ajay sanjay deepak ashok arun kiran lakshmi sita
  gita geeta sunita anita kavita meena rekha shanti parvati savitri kamala usha asha pooja neha rohan rahul amit
  vikram arjun harjit harpreet gurpreet jaswinder manjit kuldip balwinder sukhwinder rajinder surinder parminder
  imran tariq nasreen shabnam farida rukhsana zubair bilal waqar shahid rashid anwar rafiq rahim karim salma
  rahima shirin
  hiroshi takeshi kenji yuki yoko keiko akiko haruki sachiko michiko emiko thanh linh huong minh tuan
  maricel rosalinda marites
  dorota agnieszka katarzyna malgorzata małgorzata krzysztof wojciech tomasz jerzy zbigniew bogdan stanisław
  stanislaw wiesław wieslaw grzegorz bożena bozena halina jadwiga zofia krystyna janina
  giuseppe giovanni salvatore vincenzo francesco luigi carmela concetta giuseppina rosaria nunzia
  yiannis giorgos dimitris kostas stavros panagiotis eleni despina vasiliki
  joão joao fernanda conceição conceicao
  hendrik pieter willem geert anneke marijke jannie sanne klaas
  dai dafydd gwyn bryn rhys ifor iolo emlyn bethan cerys mair eirlys myfanwy dilys siân sian
  niamh siobhan aoife saoirse grainne gráinne padraig pádraig seamus séamus eamon eamonn donal dónal ciaran ciarán
  fergal oisin wullie hamish morag mhairi ishbel kirsty elspeth alasdair lachlan euan ewan murdo
  delroy leroy errol marcia claudette hyacinth icilda lurline
  hemi wiremu rawiri aroha
  `
    .split(/\s+/)
    .filter(Boolean),
);
